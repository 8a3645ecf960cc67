import { Clock } from 'lucide-react';
import { bizBuiltNowOffer } from '../../../../shared/offers/offer-prices';
import { rollingOfferEnd } from '../../../../shared/offers/sale-countdown';
import { useNow } from '../ui/use-now';

const endFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/**
 * "Offer ends <now + 2 days>" in the visitor's own calendar. The pre-rendered page cannot
 * know the visit's date, so it says "limited time" until the browser fills in the day.
 */
export function OfferEndNotice() {
  const now = useNow();
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-signal-500/40 bg-signal-500/10 px-4 py-1.5 text-sm text-signal-300">
      <Clock aria-hidden="true" className="size-4" />
      {now ? (
        <span data-testid="offer-end">
          Launch pricing ends{' '}
          <time dateTime={rollingOfferEnd(now, bizBuiltNowOffer.offerWindowDays).toISOString()}>
            {endFormat.format(rollingOfferEnd(now, bizBuiltNowOffer.offerWindowDays))}
          </time>
        </span>
      ) : (
        <span>Launch pricing for a limited time</span>
      )}
    </p>
  );
}
