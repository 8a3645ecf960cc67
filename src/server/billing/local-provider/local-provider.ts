import type { Kysely } from 'kysely';
import { catalogue } from '../../../shared/catalogue.ts';
import type { DB } from '../../db/schema/schema.ts';
import type { LocalEventDelivery } from './local-event-delivery.ts';
import { localIds } from './local-ids.ts';
import {
  findCheckoutSession,
  findLocalSubscription,
  findPaymentCard,
  findPaymentMethod,
  insertCheckoutSession,
  insertLocalCustomer,
  insertPortalSession,
  scheduleLocalSubscriptionEnd,
} from './local-provider-repository.ts';
import type {
  CheckoutSessionRequest,
  CheckoutSessionState,
  CreatedCheckoutSession,
  PaymentMethodSummary,
  PaymentProvider,
  RefundAnswer,
  SubscriptionSnapshot,
} from '../providers/payment-provider.ts';
import { refundLocalPayment, type LocalRefundResult } from './local-refunds.ts';

/** Stripe's defaults: a checkout session lives a day; our portal link an hour. */
const checkoutLifetimeMs = 24 * 60 * 60 * 1000;
export const portalLifetimeMs = 60 * 60 * 1000;

export const localCheckoutPath = (id: string) => `/functions/v1/local-checkout/${id}`;
export const localPortalPath = (id: string) => `/functions/v1/local-portal/${id}`;

/**
 * The built-in provider used when no Stripe key is set. Its hosted pages are served on
 * the origin the buyer returns to (already checked to be this site), so a browser on
 * 127.0.0.1 is not sent to "localhost" and back, losing its session on the way.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Kysely<DB>,
    readonly webhookSecret: string,
    readonly delivery: LocalEventDelivery,
  ) {}

  async createCustomer({ email, userId }: { email: string; userId: string }): Promise<string> {
    const id = localIds.customer();
    await insertLocalCustomer(this.db, { id, email: email.toLowerCase(), userId });
    return id;
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CreatedCheckoutSession> {
    const item = catalogue[request.catalogueKey];
    const id = localIds.checkoutSession();
    await insertCheckoutSession(this.db, {
      id,
      price_id: request.priceId,
      mode: request.mode,
      amount_total: request.amount,
      currency: item.currency,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: request.buyer?.userId ?? null,
      customer_id: request.buyer?.customerId ?? null,
      customer_email: null,
      status: 'open',
      expires_at: new Date(Date.now() + checkoutLifetimeMs),
    });
    return { id, url: new URL(localCheckoutPath(id), request.successUrl).href };
  }

  async createPortalSession({ customerId, returnUrl }: { customerId: string; returnUrl: string }) {
    const id = localIds.portalSession();
    await insertPortalSession(this.db, {
      id,
      customerId,
      returnUrl,
      expiresAt: new Date(Date.now() + portalLifetimeMs),
    });
    return { url: new URL(localPortalPath(id), returnUrl).href };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | undefined> {
    const subscription = await findLocalSubscription(this.db, id);
    if (!subscription) return undefined;
    const card = await findPaymentMethod(this.db, subscription.default_payment_method_id);
    return {
      id: subscription.id,
      customerId: subscription.customer_id,
      status: subscription.status,
      priceId: subscription.price_id,
      currentPeriodEnd: Math.floor(subscription.current_period_end.getTime() / 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      paymentMethod: card ? { brand: card.brand, last4: card.last4 } : null,
    };
  }

  /**
   * A payment plan's end, which the local billing clock honours. The first end set stands:
   * the plan's length counts from its first period, whatever a redelivered event says later.
   */
  async scheduleSubscriptionEnd(id: string, endsAt: number): Promise<void> {
    await scheduleLocalSubscriptionEnd(this.db, id, new Date(endsAt * 1000));
  }

  async retrieveCheckoutState(sessionId: string): Promise<CheckoutSessionState | undefined> {
    const session = await findCheckoutSession(this.db, sessionId);
    if (!session) return undefined;
    return session.status === 'open' && session.expires_at.getTime() <= Date.now()
      ? 'expired'
      : session.status;
  }

  async retrievePaymentCard(paymentIntentId: string): Promise<PaymentMethodSummary | undefined> {
    return findPaymentCard(this.db, paymentIntentId);
  }

  async retrieveCheckoutPrice(sessionId: string): Promise<string | undefined> {
    return (await findCheckoutSession(this.db, sessionId))?.price_id;
  }

  /** Refunds a paid checkout's charge (all that is left when no amount is given). */
  async refundPayment(paymentIntentId: string, amount?: number): Promise<LocalRefundResult> {
    return refundLocalPayment(this.db, this.delivery, { paymentIntentId, amount });
  }

  /** All that is left; the charge's own total is the idempotency (nothing left, nothing done). */
  async refundRemaining(paymentIntentId: string): Promise<RefundAnswer> {
    const result = await this.refundPayment(paymentIntentId);
    if (result.status === 'refunded') return 'refunded';
    return result.status === 'unknown-charge' ? 'unknown-payment' : 'already-refunded';
  }
}
