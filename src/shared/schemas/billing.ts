import { z } from 'zod';

/**
 * Request and response shapes of the payment functions and the billing reads, shared by
 * the browser clients and the server routes.
 */

const checkoutMode = z.enum(['payment', 'subscription']);
const priceIdentifier = z.string().trim().min(1).max(200);
const returnAddress = z.string().trim().min(1).max(2000);
/** Cents: the price the page showed the buyer. Checkout refuses to charge another. */
export const shownAmountSchema = z.number().int().positive().max(100_000_000);
const shownAmount = shownAmountSchema.optional();

/** Signed-in checkout: the products, summit and membership buttons. */
export const checkoutRequestSchema = z.object({
  priceId: priceIdentifier,
  mode: checkoutMode,
  successUrl: returnAddress,
  cancelUrl: returnAddress,
  expectedAmount: shownAmount,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Anonymous checkout: the offer pages, in the snake_case the serverless function used. */
export const anonymousCheckoutRequestSchema = z.object({
  price_id: priceIdentifier,
  mode: checkoutMode,
  success_url: returnAddress,
  cancel_url: returnAddress,
  expected_amount: shownAmount,
});
export type AnonymousCheckoutRequest = z.infer<typeof anonymousCheckoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const portalResponseSchema = z.object({ url: z.string() });

/** The functions' error body: one string, as the spec's clients read `error`. */
export const functionErrorSchema = z.object({ error: z.string() });

/** Where checkout sends the buyer back (browser code imports it from checkout-urls.ts). */
export { checkoutReturnUrls } from './checkout-urls.ts';

/** The signed-in user's subscription view: at most one row. */
export const subscriptionRecordSchema = z.object({
  subscription_id: z.string(),
  subscription_status: z.string(),
  /** The catalogue key when the provider's price is one we sell, else the provider's id. */
  price_id: z.string().nullable(),
  /** Epoch seconds. */
  current_period_end: z.number().nullable(),
  payment_method_brand: z.string().nullable(),
  payment_method_last4: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;
export const subscriptionResponseSchema = z.object({
  subscription: subscriptionRecordSchema.nullable(),
});

/** The signed-in user's orders view, newest first. */
export const orderRecordSchema = z.object({
  order_id: z.string(),
  order_date: z.string(),
  order_status: z.string(),
  /** Minor units (cents). */
  amount_total: z.number(),
  currency: z.string(),
  price_id: z.string().nullable(),
  /** Minor units paid back so far (partial refunds add up); 0 when none. */
  amount_refunded: z.number(),
  /** When the latest refund was made, or null. */
  refunded_at: z.string().nullable(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;
export const ordersResponseSchema = z.object({ orders: z.array(orderRecordSchema) });

export const userProductSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  status: z.string(),
  purchase_date: z.string(),
});
export type UserProduct = z.infer<typeof userProductSchema>;
export const userProductsResponseSchema = z.object({ products: z.array(userProductSchema) });

/** A provider's checkout session id (Stripe's and the local provider's are `cs_...`). */
export const checkoutSessionIdSchema = z
  .string()
  .max(255)
  .regex(/^cs_[A-Za-z0-9_]+$/, 'session_id is not a checkout session id');

export const checkoutStatusQuerySchema = z.object({ session_id: checkoutSessionIdSchema });

/**
 * What /checkout/success shows for one session. `paid` once the verified payment event
 * has arrived; `pending` while the buyer has paid but the event is on its way (or an
 * asynchronous payment clears); `unpaid` for a session not paid, failed or lapsed;
 * `unknown` for an id that is not ours or not the caller's, which says nothing more.
 * `guest_email` is where the receipt of a paid guest purchase went.
 */
export const checkoutStatusSchema = z.object({
  status: z.enum(['paid', 'pending', 'unpaid', 'unknown']),
  product_name: z.string().nullable(),
  /** Minor units (cents). */
  amount_total: z.number().nullable(),
  currency: z.string().nullable(),
  mode: z.enum(['payment', 'subscription']).nullable(),
  confirmation: z.enum(['subscription', 'order']),
  is_guest: z.boolean(),
  guest_email: z.string().nullable(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** One order as the admin's Orders list shows it; amounts in cents. */
export const adminOrderSchema = z.object({
  id: z.string(),
  orderDate: z.string(),
  email: z.string().nullable(),
  productName: z.string().nullable(),
  status: z.enum(['pending', 'completed', 'failed']),
  amountTotal: z.number().int(),
  amountRefunded: z.number().int(),
  currency: z.string(),
  /** The local provider holds a charge for it that a refund can go back to. */
  isRefundable: z.boolean(),
  /** Why a completed order with money left cannot be refunded here, or null. */
  refundNote: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** Refunds are made here (local provider) or in Stripe's dashboard. */
  refundsHere: z.boolean(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** Refund some of an order (cents) or, without an amount, all that is left. */
export const orderRefundRequestSchema = z
  .object({ amount: z.number().int().positive().max(100_000_000).optional() })
  .strict();
export type OrderRefundRequest = z.infer<typeof orderRefundRequestSchema>;
