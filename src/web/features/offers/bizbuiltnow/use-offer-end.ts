import { bizBuiltNowFixedEnd } from '~/shared/site-settings/event-status';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useSiteState } from '~/web/lib/site-state';

export interface OfferEnd {
  endsAt: Date;
  hasEnded: boolean;
  /** The day is in another year than the server's today, so "January 31" alone would mislead. */
  isInAnotherYear: boolean;
}

/**
 * When launch pricing ends: the studio's fixed last day (to its midnight in the offers'
 * zone), or null when it set none, and then the page names no deadline at all. Whether
 * it has passed is the server's verdict, so the served HTML and the hydrated page agree.
 */
export function useOfferEnd(): OfferEnd | null {
  const state = useSiteState();
  const { offers } = useSiteSettings();
  const fixedEnd = bizBuiltNowFixedEnd(offers);
  if (!fixedEnd) return null;
  const serverYear = state?.serverTime.slice(0, 4);
  return {
    endsAt: fixedEnd,
    hasEnded: state?.offers.bizBuiltNowLaunch === 'over',
    isInAnotherYear:
      serverYear !== undefined && offers.bizbuiltnowEndDate.slice(0, 4) !== serverYear,
  };
}
