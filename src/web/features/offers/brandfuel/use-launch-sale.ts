import { useSiteState } from '~/web/lib/site-state';

/**
 * Whether the launch sale is over, as the server's clock judged it for this page: the
 * served HTML and the hydrated page show the same price. Null only where no state was
 * rendered in (the build's own pre-render).
 */
export function useLaunchSaleIsOver(): boolean | null {
  const state = useSiteState();
  return state ? state.offers.brandFuelSaleIsOver : null;
}
