import type { CatalogueKey, CheckoutMode } from '../../../shared/catalogue.ts';
import type { BillingProviderName } from '../../db/schema/billing-schema.ts';

/**
 * What billing needs from a card payment provider. Two implementations: Stripe (the
 * official SDK) and the built-in local test provider, which behaves like Stripe's hosted
 * checkout and billing portal and reports purchases with Stripe-shaped signed events.
 */
export interface PaymentProvider {
  readonly name: BillingProviderName;
  /** The secret deliveries to /functions/v1/stripe-webhook are signed with. */
  readonly webhookSecret: string;
  /** Creates the provider's customer for a signed-in user (one per user). */
  createCustomer(input: { email: string; userId: string }): Promise<string>;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CreatedCheckoutSession>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * The subscription as the provider holds it now. Events only say what was true when they
   * were sent; reading the object back is what makes their order irrelevant.
   */
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | undefined>;
  /** The price of a checkout session's first line item (Stripe's events leave them out). */
  retrieveCheckoutPrice(sessionId: string): Promise<string | undefined>;
  /**
   * Where the buyer is in a checkout session: `complete` once they paid (the payment
   * event may still be on its way), `open` before, `expired` after it lapsed unpaid;
   * undefined when the provider does not know the id.
   */
  retrieveCheckoutState(sessionId: string): Promise<CheckoutSessionState | undefined>;
  /** The card a one-time payment was made with, for its receipt; undefined if unknown. */
  retrievePaymentCard(paymentIntentId: string): Promise<PaymentMethodSummary | undefined>;
  /** Ends a payment plan's subscription at `endsAt` (epoch seconds), with no proration. */
  scheduleSubscriptionEnd(id: string, endsAt: number): Promise<void>;
  /**
   * Refunds all that is left of a one-time payment (a paid booking that did not go ahead).
   * The same key never refunds twice; the refund then arrives as `charge.refunded`.
   */
  refundRemaining(paymentIntentId: string, idempotencyKey: string): Promise<RefundAnswer>;
}

/** `already-refunded`: nothing was left to refund (a repeat of the same request). */
export type RefundAnswer = 'refunded' | 'already-refunded' | 'unknown-payment';

export interface CheckoutSessionRequest {
  catalogueKey: CatalogueKey;
  /** The provider's price id for the item at `amount`. */
  priceId: string;
  /** Cents: the catalogue's price when the session starts, which the buyer pays. */
  amount: number;
  mode: CheckoutMode;
  /** Validated addresses on this site; the success one carries {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** A signed-in buyer: recorded as client_reference_id, with their customer. */
  buyer?: { userId: string; customerId: string };
}

export type CheckoutSessionState = 'open' | 'complete' | 'expired';

export interface CreatedCheckoutSession {
  id: string;
  url: string;
}

export interface PaymentMethodSummary {
  brand: string;
  last4: string;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  /** Epoch seconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  paymentMethod: PaymentMethodSummary | null;
}
