import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** Tables of billing (migration 20261124100000-create-billing). */

export type BillingProviderName = 'local' | 'stripe';
export type OrderStatus = 'pending' | 'completed' | 'failed';

export interface BillingCustomersTable {
  id: Generated<string>;
  provider: BillingProviderName;
  provider_customer_id: string;
  user_id: string | null;
  email: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  provider_subscription_id: string;
  provider_customer_id: string;
  user_id: string | null;
  catalogue_key: string | null;
  provider_price_id: string | null;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
  observed_at: ColumnType<Date, Date, Date>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  provider_reference: string;
  checkout_session_id: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  user_id: string | null;
  email: string | null;
  catalogue_key: string | null;
  provider_price_id: string | null;
  amount_total: number;
  currency: ColumnType<string, string | undefined, string>;
  status: OrderStatus;
  order_date: ColumnType<Date, Date, Date>;
  /** The payment intent a charge (and so a refund) names (migration 20261130150000). */
  payment_intent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Cumulative, in cents: partial refunds add up to at most amount_total. */
  amount_refunded: ColumnType<number, number | undefined, number>;
  refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Each increase of an order's refunded amount, when it happened (migration 20261130150000). */
export interface OrderRefundsTable {
  id: Generated<string>;
  order_id: string;
  provider_event_id: string;
  amount: number;
  refunded_at: ColumnType<Date, Date, Date>;
  created_at: Timestamp;
}

export interface UserProductsTable {
  id: Generated<string>;
  user_id: string;
  product_id: string;
  product_name: string;
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  purchase_date: Timestamp;
}

export interface WebhookEventsTable {
  id: string;
  event_type: string;
  event_data: ColumnType<Record<string, unknown>, string, string>;
  received_at: Timestamp;
  processed_at: Date | null;
}

export interface UserSubscriptionView {
  user_id: string;
  subscription_id: string;
  subscription_status: string;
  price_id: string | null;
  current_period_end: number | null;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
  cancel_at_period_end: boolean;
}

export interface UserOrdersView {
  user_id: string;
  order_id: string;
  order_date: Date;
  order_status: OrderStatus;
  amount_total: number;
  currency: string;
  price_id: string | null;
  /** When we recorded it: orders of the same second keep their order. */
  recorded_at: Date;
}

/** Tables of the local test provider (migration 20261124100100). */

export interface LocalBillingCustomersTable {
  id: string;
  email: string | null;
  user_id: string | null;
  default_payment_method_id: string | null;
  created_at: Timestamp;
}

export interface LocalBillingPaymentMethodsTable {
  id: string;
  customer_id: string;
  brand: string;
  last4: string;
  created_at: Timestamp;
}

export interface LocalBillingSubscriptionsTable {
  id: string;
  customer_id: string;
  price_id: string;
  status: string;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>;
  canceled_at: Date | null;
  /** The first period's start: every period is whole months from it. */
  billing_cycle_anchor: Date;
  /** A payment plan's scheduled end (Stripe's cancel_at). */
  cancel_at: Date | null;
  ended_at: Date | null;
  default_payment_method_id: string | null;
  /** Cents it renews at: what its checkout (or last plan switch) charged; null on older rows. */
  amount: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LocalBillingCheckoutSessionsTable {
  id: string;
  price_id: string;
  mode: 'payment' | 'subscription';
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_id: string | null;
  customer_email: string | null;
  status: 'open' | 'complete' | 'expired';
  subscription_id: string | null;
  invoice_id: string | null;
  payment_intent_id: string | null;
  /** What the local provider refunded of this payment, in cents (migration 20261130150000). */
  amount_refunded: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  completed_at: Date | null;
  expires_at: Date;
}

export interface LocalBillingPortalSessionsTable {
  id: string;
  customer_id: string;
  return_url: string;
  created_at: Timestamp;
  expires_at: Date;
}

export interface LocalBillingEventsTable {
  id: string;
  sequence: Generated<string>;
  type: string;
  payload: string;
  created_at: Timestamp;
  delivered_at: Date | null;
}

/** Hosted checkouts this site started (migration 20261128090300-started-checkout-sessions). */
export interface StartedCheckoutsTable {
  id: string;
  provider: BillingProviderName;
  catalogue_key: string;
  mode: 'payment' | 'subscription';
  amount_total: number;
  currency: string;
  user_id: string | null;
  created_at: Timestamp;
}

/** Addresses a user proved to read (migration 20261126090000). */
export interface BillingVerifiedEmailsTable {
  user_id: string;
  email: string;
  verified_at: Generated<Date>;
}

export interface BillingTables {
  billing_customers: BillingCustomersTable;
  billing_verified_emails: BillingVerifiedEmailsTable;
  subscriptions: SubscriptionsTable;
  orders: OrdersTable;
  order_refunds: OrderRefundsTable;
  user_products: UserProductsTable;
  webhook_events: WebhookEventsTable;
  started_checkouts: StartedCheckoutsTable;
  user_subscription_view: UserSubscriptionView;
  user_orders_view: UserOrdersView;
  local_billing_customers: LocalBillingCustomersTable;
  local_billing_payment_methods: LocalBillingPaymentMethodsTable;
  local_billing_subscriptions: LocalBillingSubscriptionsTable;
  local_billing_checkout_sessions: LocalBillingCheckoutSessionsTable;
  local_billing_portal_sessions: LocalBillingPortalSessionsTable;
  local_billing_events: LocalBillingEventsTable;
}
