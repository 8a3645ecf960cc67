import { Hourglass } from 'lucide-react';
import { formatCalendarDate } from '~/shared/offers/event-dates';
import { brandFuelLaunchSale } from '~/shared/offers/offer-prices';
import { useSiteSettings } from '~/web/lib/site-settings';

/**
 * The launch sale strip: the sale and its configured end date, or that it ended, as the
 * server judged it when rendering (no day count that would differ after hydration).
 */
export function SaleBanner({ hasEnded }: { hasEnded: boolean }) {
  const endDate = formatCalendarDate(useSiteSettings().offers.brandfuelSaleEnd);
  const percent = `${brandFuelLaunchSale.discountPercent}%`;
  return (
    <div
      data-testid="sale-banner"
      className={`flex flex-col items-center justify-center gap-2 rounded-2xl border px-5 py-4 text-center sm:flex-row sm:gap-4 ${
        hasEnded ? 'border-ink-700 bg-ink-900/70' : 'border-signal-500/50 bg-signal-500/10'
      }`}
    >
      <Hourglass
        aria-hidden="true"
        className={`size-5 ${hasEnded ? 'text-ink-400' : 'text-signal-400'}`}
      />
      {hasEnded ? (
        <p className="text-ink-300">
          The {percent} launch sale ended on {endDate}. Plans are available at the prices below.
        </p>
      ) : (
        <p className="text-ink-100">
          <strong className="font-semibold text-signal-300">{percent} launch sale</strong> ends{' '}
          {endDate}.
        </p>
      )}
    </div>
  );
}
