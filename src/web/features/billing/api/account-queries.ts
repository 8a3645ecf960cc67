import { useQuery } from '@tanstack/react-query';
import type { OrderRecord, SubscriptionRecord } from '~/shared/schemas/billing';
import { useAuthorizedRequest } from '~/web/lib/use-authorized-request';

export const billingKeys = {
  subscription: ['billing', 'subscription'] as const,
  orders: ['billing', 'orders'] as const,
};

/**
 * The account page's reads (spec section 7): a failure is logged and reads as no
 * subscription and no orders, so the page still renders.
 */
export function useSubscription() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: async (): Promise<SubscriptionRecord | null> => {
      try {
        return (
          await request<{ subscription: SubscriptionRecord | null }>('/api/billing/subscription')
        ).subscription;
      } catch (error) {
        console.error('Could not load the subscription', error);
        return null;
      }
    },
  });
}

export function useOrders() {
  const request = useAuthorizedRequest();
  return useQuery({
    queryKey: billingKeys.orders,
    queryFn: async (): Promise<OrderRecord[]> => {
      try {
        return (await request<{ orders: OrderRecord[] }>('/api/billing/orders')).orders;
      } catch (error) {
        console.error('Could not load the orders', error);
        return [];
      }
    },
  });
}
