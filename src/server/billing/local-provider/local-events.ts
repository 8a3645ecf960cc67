import { catalogue, isCatalogueKey } from '../../../shared/catalogue.ts';
import { localIds } from './local-ids.ts';
import type { LocalCheckoutSession, LocalSubscription } from './local-provider-repository.ts';

/**
 * Stripe-shaped objects and events for the local provider, with the fields billing and
 * Stripe's own docs rely on. Events carry what Stripe's would: ids for expandable
 * references (the subscription's card is read back, as with Stripe), but the completed
 * checkout session includes its line items.
 */

export const localApiVersion = '2026-10-28.endive';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: Record<string, unknown> };
}

export function localEvent(type: string, object: Record<string, unknown>): LocalEvent {
  return {
    id: localIds.event(),
    object: 'event',
    api_version: localApiVersion,
    created: seconds(new Date()),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function priceObject(priceId: string): Record<string, unknown> {
  const item = isCatalogueKey(priceId) ? catalogue[priceId] : undefined;
  return {
    id: priceId,
    object: 'price',
    active: true,
    currency: item?.currency ?? 'usd',
    unit_amount: item?.amount ?? null,
    lookup_key: priceId,
    nickname: item?.name ?? null,
    product: `prod_${priceId}`,
    type: item?.interval ? 'recurring' : 'one_time',
    recurring: item?.interval
      ? { interval: item.interval.unit, interval_count: item.interval.count }
      : null,
  };
}

export function checkoutSessionObject(session: LocalCheckoutSession): Record<string, unknown> {
  const isComplete = session.status === 'complete';
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    status: session.status,
    payment_status: isComplete ? 'paid' : 'unpaid',
    amount_subtotal: session.amount_total,
    amount_total: session.amount_total,
    currency: session.currency,
    customer: session.customer_id,
    customer_email: session.customer_email,
    customer_details: session.customer_email ? { email: session.customer_email } : null,
    client_reference_id: session.client_reference_id,
    subscription: session.subscription_id,
    invoice: session.invoice_id,
    payment_intent: session.payment_intent_id,
    created: seconds(session.created_at),
    expires_at: seconds(session.expires_at),
    success_url: session.success_url,
    cancel_url: session.cancel_url,
    livemode: false,
    metadata: {},
    line_items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `li_${session.id.slice(-24)}`,
          object: 'item',
          amount_subtotal: session.amount_total,
          amount_total: session.amount_total,
          currency: session.currency,
          description: isCatalogueKey(session.price_id) ? catalogue[session.price_id].name : null,
          quantity: 1,
          price: priceObject(session.price_id),
        },
      ],
    },
  };
}

export function subscriptionObject(subscription: LocalSubscription): Record<string, unknown> {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer_id,
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: subscription.canceled_at ? seconds(subscription.canceled_at) : null,
    billing_cycle_anchor: seconds(subscription.billing_cycle_anchor),
    cancel_at: subscription.cancel_at ? seconds(subscription.cancel_at) : null,
    ended_at: subscription.ended_at ? seconds(subscription.ended_at) : null,
    created: seconds(subscription.created_at),
    default_payment_method: subscription.default_payment_method_id,
    livemode: false,
    metadata: {},
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          price: priceObject(subscription.price_id),
          current_period_start: seconds(subscription.current_period_start),
          current_period_end: seconds(subscription.current_period_end),
        },
      ],
    },
  };
}

export function paidInvoiceObject(input: {
  id: string;
  subscription: LocalSubscription;
  customerEmail: string | null;
  amount: number;
  currency: string;
  /** Stripe's word for why: the first invoice, or a renewal. */
  billingReason?: 'subscription_create' | 'subscription_cycle';
  paidAt?: Date;
}): Record<string, unknown> {
  const paidAt = seconds(input.paidAt ?? new Date());
  return {
    id: input.id,
    object: 'invoice',
    customer: input.subscription.customer_id,
    customer_email: input.customerEmail,
    amount_due: input.amount,
    amount_paid: input.amount,
    currency: input.currency,
    status: 'paid',
    billing_reason: input.billingReason ?? 'subscription_create',
    created: paidAt,
    status_transitions: { paid_at: paidAt },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: input.subscription.id, metadata: {} },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_${input.id.slice(3)}`,
          object: 'line_item',
          amount: input.amount,
          currency: input.currency,
          pricing: { type: 'price_details', price_details: { price: input.subscription.price_id } },
        },
      ],
    },
  };
}
