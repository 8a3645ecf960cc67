import type { Kysely } from 'kysely';
import { catalogue, type CatalogueKey } from '../../shared/catalogue.ts';
import type { DB } from '../db/schema/schema.ts';
import {
  checkoutSessionSchema,
  invoicePriceId,
  invoiceSchema,
  invoiceSubscriptionId,
  subscriptionSchema,
} from './billing-events.ts';
import { linkCustomer, userExists } from './customers-repository.ts';
import { findVerifiedUserIdByEmail } from './verified-emails-repository.ts';
import type { OrderStatus } from '../db/schema/billing-schema.ts';
import { upsertOrder, type StoredOrder } from './orders-repository.ts';
import { queuePaidOrderMails } from './billing-mail.ts';
import { prepareInvoicePaymentFailed } from './renewal-failure-events.ts';
import { attachCustomerPurchases } from './purchase-records.ts';
import { prepareChargeRefunded } from './refund-events.ts';
import { recordServerEvent } from '../analytics/collection-service.ts';
import {
  applySubscription,
  observeSubscription,
  type BillingContext,
} from './subscription-sync.ts';
import type { Preparer } from './prepared-event.ts';

async function linkBuyer(
  db: Kysely<DB>,
  context: BillingContext,
  buyer: { customerId: string | null; email: string | null; userId: string | null },
): Promise<string | null> {
  let userId = buyer.userId && (await userExists(db, buyer.userId)) ? buyer.userId : null;
  // By e-mail only to an account that proved it reads that mailbox.
  if (!userId && buyer.email) userId = await findVerifiedUserIdByEmail(db, buyer.email);
  if (!buyer.customerId) return userId;
  const { name: provider } = context.provider;
  return linkCustomer(db, {
    provider,
    providerCustomerId: buyer.customerId,
    email: buyer.email,
    userId,
  });
}

const sessionOrderStatus: Record<string, (paymentStatus: string) => OrderStatus> = {
  'checkout.session.completed': (paymentStatus) =>
    paymentStatus === 'unpaid' ? 'pending' : 'completed',
  'checkout.session.async_payment_succeeded': () => 'completed',
  'checkout.session.async_payment_failed': () => 'failed',
};

const prepareCheckoutSession: Preparer = async (context, event) => {
  const session = checkoutSessionSchema.parse(event.data.object);
  if (session.mode === 'setup') return undefined;
  let priceId = session.line_items?.data[0]?.price?.id ?? undefined;
  let enrichedData: unknown;
  if (!priceId) {
    priceId = await context.provider.retrieveCheckoutPrice(session.id);
    if (priceId) {
      const lineItems = { object: 'list', data: [{ price: { id: priceId } }] };
      enrichedData = {
        ...event,
        data: { ...event.data, object: { ...session, line_items: lineItems } },
      };
    }
  }
  const subscription = session.subscription
    ? await observeSubscription(context, session.subscription)
    : undefined;
  await endPaymentPlan(context, await context.priceBook.keyFor(priceId), subscription);
  const status = sessionOrderStatus[event.type]?.(session.payment_status) ?? 'pending';
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  const card =
    subscription?.paymentMethod ??
    (status === 'completed' && session.payment_intent
      ? await paymentCard(context, session.payment_intent)
      : undefined);
  return {
    enrichedData,
    async apply(db) {
      const customerId = session.customer ?? null;
      const userId = await linkBuyer(db, context, {
        customerId,
        email,
        userId: session.client_reference_id ?? null,
      });
      const reference =
        session.mode === 'subscription' ? (session.invoice ?? session.id) : session.id;
      const order = await upsertOrder(db, {
        provider_reference: reference,
        checkout_session_id: session.id,
        provider_customer_id: customerId,
        provider_subscription_id: session.subscription ?? null,
        user_id: userId,
        email: email?.toLowerCase() ?? null,
        catalogue_key: (await context.priceBook.keyFor(priceId)) ?? null,
        provider_price_id: priceId ?? null,
        payment_intent_id: session.payment_intent ?? null,
        amount_total: session.amount_total ?? 0,
        currency: (session.currency ?? 'usd').toLowerCase(),
        status,
        order_date: new Date(session.created * 1000),
      });
      if (status === 'completed') await recordServerEvent(db, 'purchase_completed');
      if (subscription) await applySubscription(db, subscription);
      if (userId) {
        await attachCustomerPurchases(db, { userId, customerIds: customerId ? [customerId] : [] });
      }
      await queuePaidOrderMails(db, context.mailer, order, {
        card,
        isRenewal: false,
        renewsAt: subscription?.currentPeriodEnd,
      });
      if (status === 'completed' && session.mode === 'payment') {
        for (const listener of context.paidCheckoutListeners ?? []) await listener(db, session.id);
      }
    },
  };
};

/** A receipt without the card line beats no receipt: the look-up may fail. */
async function paymentCard(context: BillingContext, paymentIntentId: string) {
  try {
    return await context.provider.retrievePaymentCard(paymentIntentId);
  } catch {
    return undefined;
  }
}

/**
 * A payment plan (the 24-hour launch in three payments) is a subscription that must stop
 * after its last payment: once its first period is known, the end is set at the provider.
 * Setting the same end again on a redelivery changes nothing.
 */
async function endPaymentPlan(
  context: BillingContext,
  key: CatalogueKey | undefined,
  subscription: { providerSubscriptionId: string; currentPeriodEnd: Date | null } | undefined,
): Promise<void> {
  const installments = key ? catalogue[key].installments : undefined;
  const months = key ? catalogue[key].interval?.count : undefined;
  if (!installments || !months || !subscription?.currentPeriodEnd) return;
  const endsAt = new Date(subscription.currentPeriodEnd);
  endsAt.setUTCMonth(endsAt.getUTCMonth() + (installments - 1) * months);
  await context.provider.scheduleSubscriptionEnd(
    subscription.providerSubscriptionId,
    Math.floor(endsAt.getTime() / 1000),
  );
}

const prepareSubscriptionChange: Preparer = async (context, event) => {
  const object = subscriptionSchema.parse(event.data.object);
  const state = await observeSubscription(context, object.id, { object, created: event.created });
  return state ? { apply: (db) => applySubscription(db, state) } : undefined;
};

const prepareInvoicePaid: Preparer = async (context, event) => {
  const invoice = invoiceSchema.parse(event.data.object);
  const subscriptionId = invoiceSubscriptionId(invoice);
  const subscription = subscriptionId
    ? await observeSubscription(context, subscriptionId)
    : undefined;
  const priceId = invoicePriceId(invoice);
  return {
    async apply(db) {
      const customerId = invoice.customer ?? null;
      const email = invoice.customer_email?.toLowerCase() ?? null;
      const userId = await linkBuyer(db, context, { customerId, email, userId: null });
      // A free invoice (a trial, a fully discounted month) is not a payment to list.
      let order: StoredOrder | undefined;
      if (invoice.amount_paid > 0) {
        order = await upsertOrder(db, {
          provider_reference: invoice.id,
          checkout_session_id: null,
          provider_customer_id: customerId,
          provider_subscription_id: subscriptionId ?? null,
          user_id: userId,
          email,
          catalogue_key: (await context.priceBook.keyFor(priceId)) ?? null,
          provider_price_id: priceId ?? null,
          payment_intent_id: invoice.payment_intent ?? null,
          amount_total: invoice.amount_paid,
          currency: invoice.currency.toLowerCase(),
          status: 'completed',
          order_date: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000),
        });
      }
      if (subscription) await applySubscription(db, subscription);
      if (userId) {
        await attachCustomerPurchases(db, { userId, customerIds: customerId ? [customerId] : [] });
      }
      if (order) {
        await queuePaidOrderMails(db, context.mailer, order, {
          card: subscription?.paymentMethod,
          isRenewal: invoice.billing_reason === 'subscription_cycle',
          renewsAt: subscription?.currentPeriodEnd,
        });
      }
    },
  };
};

/** Event types billing acts on; every other type is stored and acknowledged. */
export const eventPreparers: Record<string, Preparer> = {
  'checkout.session.completed': prepareCheckoutSession,
  'checkout.session.async_payment_succeeded': prepareCheckoutSession,
  'checkout.session.async_payment_failed': prepareCheckoutSession,
  'customer.subscription.created': prepareSubscriptionChange,
  'customer.subscription.updated': prepareSubscriptionChange,
  'customer.subscription.deleted': prepareSubscriptionChange,
  'customer.subscription.paused': prepareSubscriptionChange,
  'customer.subscription.resumed': prepareSubscriptionChange,
  'invoice.paid': prepareInvoicePaid,
  'invoice.payment_succeeded': prepareInvoicePaid,
  'invoice.payment_failed': prepareInvoicePaymentFailed,
  'charge.refunded': prepareChargeRefunded,
};
