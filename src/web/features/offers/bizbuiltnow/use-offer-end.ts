import { bizBuiltNowOffer } from '../../../../shared/offers/offer-prices';
import { rollingOfferEnd } from '../../../../shared/offers/sale-countdown';
import { bizBuiltNowFixedEnd } from '../../../../shared/site-settings/event-status';
import { usDateTimeFormat } from '../../../../shared/intl-formats';
import { useSiteSettings } from '../../../lib/site-settings';
import { useNow } from '../ui/use-now';

export interface OfferEnd {
  endsAt: Date;
  hasEnded: boolean;
  /** The day is in another year than the visit, so "January 31" alone would mislead. */
  isInAnotherYear: boolean;
}

const yearIn = (moment: Date, timeZone: string) =>
  usDateTimeFormat({ year: 'numeric', timeZone }).format(moment);

/**
 * When launch pricing ends for this visit: the spec's rolling "now plus 2 days", or the
 * studio's fixed last day (to its midnight in the offers' zone). Null until the browser
 * knows the date, as the pre-rendered page cannot.
 */
export function useOfferEnd(): OfferEnd | null {
  const now = useNow();
  const { offers } = useSiteSettings();
  const fixedEnd = bizBuiltNowFixedEnd(offers);
  if (!now) return null;
  if (!fixedEnd) {
    const endsAt = rollingOfferEnd(now, bizBuiltNowOffer.offerWindowDays);
    return { endsAt, hasEnded: false, isInAnotherYear: false };
  }
  return {
    endsAt: fixedEnd,
    hasEnded: now.getTime() > fixedEnd.getTime(),
    isInAnotherYear: offers.bizbuiltnowEndDate.slice(0, 4) !== yearIn(now, offers.timeZone),
  };
}
