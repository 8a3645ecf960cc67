import { catalogue, isCatalogueKey, type CatalogueItem } from '../catalogue.ts';
import { usDateTimeFormat } from '../intl-formats.ts';
import type { SubscriptionRecord } from '../schemas/billing.ts';

/**
 * The plan the active-plan badge names (spec section 4): only when the subscription
 * exists, is active, and its price is a catalogue item; otherwise no badge at all.
 */
export function activePlan(
  subscription: SubscriptionRecord | null | undefined,
): CatalogueItem | undefined {
  if (!subscription?.subscription_id || subscription.subscription_status !== 'active')
    return undefined;
  const priceId = subscription.price_id;
  return priceId && isCatalogueKey(priceId) ? catalogue[priceId] : undefined;
}

/** The Active Subscription card's title: the plan's name, or "Subscription". */
export function planName(subscription: SubscriptionRecord): string {
  const priceId = subscription.price_id;
  return priceId && isCatalogueKey(priceId) ? catalogue[priceId].name : 'Subscription';
}

/** "Order #" and the first eight characters of the order id. */
export function orderNumber(orderId: string): string {
  return `Order #${orderId.slice(0, 8)}`;
}

/** "VISA •••• 4242": the brand in upper case with the last four, or nothing without a card. */
export function cardLabel(subscription: SubscriptionRecord): string | undefined {
  const { payment_method_brand: brand, payment_method_last4: last4 } = subscription;
  if (!brand || !last4) return undefined;
  return `${brand.toUpperCase()} •••• ${last4}`;
}

/** The period end (epoch seconds, times 1000) as "December 21, 2026", or undefined. */
export function periodEndDate(subscription: SubscriptionRecord): string | undefined {
  if (subscription.current_period_end === null) return undefined;
  return formatLongDate(new Date(subscription.current_period_end * 1000));
}

/** "December 21, 2026", in the reader's zone unless one is given. */
export function formatLongDate(date: Date, timeZone?: string): string {
  return usDateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(
    date,
  );
}

/** "Nov 21, 2026" for an order row. */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/**
 * The badge's short label: a long plan name is cut after its trademark sign
 * ("MOMENTUM™ Partner" reads "MOMENTUM™") so the top bar keeps its room.
 */
export function badgeLabel(name: string): string {
  const mark = name.indexOf('™');
  return name.length > 12 && mark > 0 ? name.slice(0, mark + 1) : name;
}
