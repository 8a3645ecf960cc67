import { brandFuelLaunchSale } from '../../../../shared/offers/offer-prices';
import { saleCountdown, type SaleCountdown } from '../../../../shared/offers/sale-countdown';
import { useNow } from '../ui/use-now';

/** The launch sale's state for this visit, or null until the browser knows the date. */
export function useLaunchSale(): SaleCountdown | null {
  const now = useNow();
  return now ? saleCountdown(now, new Date(brandFuelLaunchSale.endsAt)) : null;
}
