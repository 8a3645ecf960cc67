import { Clock } from 'lucide-react';
import { usDateTimeFormat } from '../../../../shared/intl-formats';
import { useSiteSettings } from '../../../lib/site-settings';
import { useOfferEnd } from './use-offer-end';

/**
 * "Offer ends <now + 2 days>" in the visitor's own calendar, or the studio's fixed last
 * day in the offers' zone (and "ended" after it). The pre-rendered page cannot know the
 * visit's date, so it says "limited time" until the browser fills in the day.
 */
export function OfferEndNotice() {
  const offerEnd = useOfferEnd();
  const { offers } = useSiteSettings();
  const isFixed = offers.bizbuiltnowEndMode === 'fixed';
  const endFormat = usDateTimeFormat({
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(isFixed ? { timeZone: offers.timeZone } : {}),
    ...(offerEnd?.isInAnotherYear ? { year: 'numeric' } : {}),
  });
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-signal-500/40 bg-signal-500/10 px-4 py-1.5 text-sm text-signal-300">
      <Clock aria-hidden="true" className="size-4" />
      {offerEnd ? (
        <span data-testid="offer-end">
          Launch pricing {offerEnd.hasEnded ? 'ended' : 'ends'}{' '}
          <time dateTime={offerEnd.endsAt.toISOString()}>{endFormat.format(offerEnd.endsAt)}</time>
        </span>
      ) : (
        <span>Launch pricing for a limited time</span>
      )}
    </p>
  );
}
