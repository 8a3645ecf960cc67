import type { PublicSiteState } from '../schemas/site-settings.ts';

/**
 * What a rendered page depends on: the settings version, the clock's verdicts and the
 * year. Two states with the same key render the same page (of serverTime, pages show
 * only whether a date is in its year).
 */
export function siteStateKey(state: PublicSiteState): string {
  const { summit, webinar, offers } = state;
  return [
    state.version,
    summit.isOver,
    summit.isOnSale,
    summit.isEarlyBird,
    webinar.isOver,
    webinar.sessionsOver,
    offers.brandFuelSaleIsOver,
    offers.bizBuiltNowLaunch,
    state.catalogue.revision,
    // A sale starting or ending changes a price without a new revision.
    Object.values(state.catalogue.dollars).join(','),
    // The year in UTC: a past date is written with its year unless it is this year's.
    state.serverTime.slice(0, 4),
  ].join(':');
}
