import { Clock } from 'lucide-react';
import { usDateTimeFormat } from '~/shared/intl-formats';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useOfferEnd } from './use-offer-end';

/**
 * The studio's fixed last day for launch pricing in the offers' zone ("ended" after it),
 * or nothing at all when it set none: no invented deadline.
 */
export function OfferEndNotice() {
  const offerEnd = useOfferEnd();
  const { offers } = useSiteSettings();
  if (!offerEnd) return null;
  const endFormat = usDateTimeFormat({
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: offers.timeZone,
    ...(offerEnd.isInAnotherYear ? { year: 'numeric' } : {}),
  });
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-signal-500/40 bg-signal-500/10 px-4 py-1.5 text-sm text-signal-300">
      <Clock aria-hidden="true" className="size-4" />
      <span data-testid="offer-end">
        Launch pricing {offerEnd.hasEnded ? 'ended' : 'ends'}{' '}
        <time dateTime={offerEnd.endsAt.toISOString()}>{endFormat.format(offerEnd.endsAt)}</time>
      </span>
    </p>
  );
}
