import { bizBuiltNowOffer } from '../../../../shared/offers/offer-prices';
import { rollingOfferEnd } from '../../../../shared/offers/sale-countdown';
import { bizBuiltNowFixedEnd } from '../../../../shared/site-settings/event-status';
import { useSiteSettings } from '../../../lib/site-settings';
import { useNow } from '../ui/use-now';

export interface OfferEnd {
  endsAt: Date;
  hasEnded: boolean;
}

/**
 * When launch pricing ends for this visit: the spec's rolling "now plus 2 days", or the
 * studio's fixed last day (to its midnight in the offers' zone). Null until the browser
 * knows the date, as the pre-rendered page cannot.
 */
export function useOfferEnd(): OfferEnd | null {
  const now = useNow();
  const fixedEnd = bizBuiltNowFixedEnd(useSiteSettings().offers);
  if (!now) return null;
  if (!fixedEnd) {
    return { endsAt: rollingOfferEnd(now, bizBuiltNowOffer.offerWindowDays), hasEnded: false };
  }
  return { endsAt: fixedEnd, hasEnded: now.getTime() > fixedEnd.getTime() };
}
