import { Hourglass } from 'lucide-react';
import { formatCalendarDate } from '~/shared/offers/event-dates';
import { brandFuelLaunchSale } from '~/shared/offers/offer-prices';
import { useSiteSettings } from '~/web/lib/site-settings';

/**
 * The launch sale strip while the sale runs, with its configured end date, as the server
 * judged it when rendering (no day count that would differ after hydration). Once the sale
 * has ended the page says nothing of it: the plans simply show the prices they sell at.
 */
export function SaleBanner({ hasEnded }: { hasEnded: boolean }) {
  const endDate = formatCalendarDate(useSiteSettings().offers.brandfuelSaleEnd);
  if (hasEnded) return null;
  return (
    <div data-testid="sale-banner" className="offer-sale-banner">
      <Hourglass aria-hidden="true" className="size-5 text-signal-400" />
      <p className="text-ink-100">
        <strong className="font-semibold text-signal-300">
          {brandFuelLaunchSale.discountPercent}% launch sale
        </strong>{' '}
        ends {endDate}.
      </p>
    </div>
  );
}
