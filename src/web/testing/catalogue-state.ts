import { catalogueDollars } from '~/shared/catalogue-prices';
import type { CatalogueTexts } from '~/shared/catalogue-live';
import type { PublicSiteState } from '~/shared/schemas/site-settings';
import { defaultSiteSettings } from '~/shared/site-settings/defaults';

/** A public state with the seed prices and the names the studio changed. */
export function stateWithNames(names: CatalogueTexts, revision = 7): PublicSiteState {
  return {
    version: 1,
    settings: defaultSiteSettings,
    summit: { isOver: false, isOnSale: true, isEarlyBird: false },
    webinar: { isOver: false, sessionsOver: 0 },
    offers: { brandFuelSaleIsOver: true, bizBuiltNowLaunch: 'none' },
    catalogue: { revision, dollars: catalogueDollars, names, descriptions: {} },
    serverTime: '2026-11-26T12:00:00.000Z',
  };
}
