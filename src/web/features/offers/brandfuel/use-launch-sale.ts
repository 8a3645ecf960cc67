import { saleCountdown, type SaleCountdown } from '../../../../shared/offers/sale-countdown';
import { brandFuelSaleEnd } from '../../../../shared/site-settings/event-status';
import { useSiteSettings } from '../../../lib/site-settings';
import { useNow } from '../ui/use-now';

/** The launch sale's state for this visit, or null until the browser knows the date. */
export function useLaunchSale(): SaleCountdown | null {
  const now = useNow();
  const endsAt = brandFuelSaleEnd(useSiteSettings().offers);
  return now ? saleCountdown(now, endsAt) : null;
}
