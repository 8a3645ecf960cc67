import Stripe from 'stripe';
import { ProviderError, providerUnavailableMessage } from '../provider-error.ts';
import type { StripeConfig } from '../../stripe-config.ts';
import type {
  CheckoutSessionRequest,
  CheckoutSessionState,
  CreatedCheckoutSession,
  PaymentProvider,
  RefundAnswer,
  SubscriptionSnapshot,
  PaymentMethodSummary,
} from './payment-provider.ts';

const checkoutSessionStates: readonly CheckoutSessionState[] = ['open', 'complete', 'expired'];

export function createStripeClient(config: Pick<StripeConfig, 'secretKey' | 'apiUrl'>): Stripe {
  const api = config.apiUrl;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe's refusals about the price read as the spec's "price_id" errors; the rest generic. */
function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.param?.includes('price'))
      throw new ProviderError(400, `Invalid price_id: ${error.message}`);
    throw new ProviderError(400, error.message);
  }
  if (error instanceof Stripe.errors.StripeError)
    throw new ProviderError(502, providerUnavailableMessage);
  throw error;
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Stripe Checkout and the Stripe Billing Portal, through the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    readonly webhookSecret: string,
    /** The portal configuration allowing plan switches (npm run stripe:sync); else the default. */
    private readonly portalConfiguration?: string,
  ) {}

  async createCustomer({ email, userId }: { email: string; userId: string }): Promise<string> {
    try {
      // The key makes two quick clicks create one customer, not two.
      const customer = await this.stripe.customers.create(
        { email, metadata: { user_id: userId } },
        { idempotencyKey: `customer-for-user-${userId}` },
      );
      return customer.id;
    } catch (error) {
      return translate(error);
    }
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CreatedCheckoutSession> {
    const metadata = {
      catalogue_key: request.catalogueKey,
      ...(request.buyer ? { user_id: request.buyer.userId } : {}),
    };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: request.mode,
      line_items: [{ price: request.priceId, quantity: 1 }],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata,
      ...(request.buyer
        ? { client_reference_id: request.buyer.userId, customer: request.buyer.customerId }
        : {}),
      ...(request.mode === 'subscription'
        ? { subscription_data: { metadata } }
        : {
            payment_intent_data: { metadata },
            // An anonymous one-time buyer still becomes a customer, so the purchase can be
            // attached to their account by e-mail.
            ...(request.buyer ? {} : { customer_creation: 'always' as const }),
          }),
    };
    try {
      const session = await this.stripe.checkout.sessions.create(params);
      if (!session.url) throw new ProviderError(502, providerUnavailableMessage);
      return { id: session.id, url: session.url };
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      return translate(error);
    }
  }

  async createPortalSession({ customerId, returnUrl }: { customerId: string; returnUrl: string }) {
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(this.portalConfiguration ? { configuration: this.portalConfiguration } : {}),
      });
      return { url: session.url };
    } catch (error) {
      return translate(error);
    }
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | undefined> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe.subscriptions.retrieve(id, {
        expand: ['default_payment_method'],
      });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const item = subscription.items.data[0];
    const method = subscription.default_payment_method;
    const card = typeof method === 'object' && method?.card ? method.card : undefined;
    return {
      id: subscription.id,
      customerId:
        typeof subscription.customer === 'string'
          ? subscription.customer
          : subscription.customer.id,
      status: subscription.status,
      priceId: item?.price.id ?? null,
      currentPeriodEnd: item?.current_period_end ?? null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      paymentMethod: card ? { brand: card.brand, last4: card.last4 } : null,
    };
  }

  async scheduleSubscriptionEnd(id: string, endsAt: number): Promise<void> {
    await this.stripe.subscriptions.update(id, { cancel_at: endsAt, proration_behavior: 'none' });
  }

  async retrieveCheckoutState(sessionId: string): Promise<CheckoutSessionState | undefined> {
    try {
      const { status } = await this.stripe.checkout.sessions.retrieve(sessionId);
      return checkoutSessionStates.find((state) => state === status);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async retrievePaymentCard(paymentIntentId: string): Promise<PaymentMethodSummary | undefined> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge'],
      });
      const charge = intent.latest_charge;
      const card = typeof charge === 'object' ? charge?.payment_method_details?.card : undefined;
      return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async retrieveCheckoutPrice(sessionId: string): Promise<string | undefined> {
    try {
      const lineItems = await this.stripe.checkout.sessions.listLineItems(sessionId, { limit: 1 });
      return lineItems.data[0]?.price?.id;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async refundRemaining(paymentIntentId: string, idempotencyKey: string): Promise<RefundAnswer> {
    try {
      await this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
      return 'refunded';
    } catch (error) {
      if (isMissing(error)) return 'unknown-payment';
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'charge_already_refunded'
      ) {
        return 'already-refunded';
      }
      throw error;
    }
  }
}
