import { deferredIsland } from '~/web/lib/deferred-island';

/**
 * Every home section below the hero, in page order, each loading its code as the visitor
 * scrolls near it (see deferred-island.tsx). The ids are the sections' anchors.
 */
export const homeIslands = [
  // The two tools a visitor can use at once come first, inside the first half of a phone's
  // scroll (issue 17); the spec lists them later in its order of content.
  deferredIsland('scorecard', () => import('./scorecard-section')),
  deferredIsland('use-cases', () => import('./use-cases-section')),
  deferredIsland('future', () => import('./future-section')),
  deferredIsland('shift', () => import('./shift-section')),
  deferredIsland('kpis', () => import('./kpi-section')),
  deferredIsland('stack', () => import('./stack-section')),
  deferredIsland('transmission', () => import('./transmission-section')),
  deferredIsland('core-flow', () => import('./core-flow-section')),
  deferredIsland('philosophy', () => import('./philosophy-section')),
  deferredIsland('testimonials', () => import('./testimonials-section')),
  deferredIsland('cta', () => import('./cta-section')),
  deferredIsland('resources', () => import('./resources-section')),
  deferredIsland('spark', () => import('./spark-section')),
  deferredIsland('discovery-call', () => import('./discovery-call-section')),
] as const;
