import { deferredIsland } from '~/web/lib/deferred-island';

/**
 * The fitting work as an island: its code loads only as a visitor nears it, so the home
 * page, /products and the offer pages carry none of it in their first load.
 */
export const WorkIsland = deferredIsland('work', () => import('./work-section'));
