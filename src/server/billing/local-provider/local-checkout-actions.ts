import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema/schema.ts';
import { addMonthsClamped, billingMonths } from './local-billing-periods.ts';
import { checkTestCard } from './local-cards.ts';
import type { LocalEventDelivery } from './local-event-delivery.ts';
import {
  checkoutSessionObject,
  localEvent,
  paidInvoiceObject,
  subscriptionObject,
  type LocalEvent,
} from './local-events.ts';
import { localIds } from './local-ids.ts';
import {
  completeCheckoutSession,
  findCheckoutSession,
  findLocalCustomer,
  findLocalSubscription,
  insertLocalCustomer,
  insertLocalSubscription,
  insertPaymentMethod,
  type LocalCheckoutSession,
} from './local-provider-repository.ts';

export type PayOutcome =
  | { kind: 'paid'; redirectTo: string }
  | { kind: 'rejected'; field: 'email' | 'card'; message: string }
  | { kind: 'unavailable'; message: string };

export const checkoutPageMessages = {
  missing: 'This checkout session does not exist.',
  expired: 'This checkout session has expired. Go back and start checkout again.',
  invalidEmail: 'Enter a valid e-mail address.',
} as const;

export function successRedirect(session: LocalCheckoutSession): string {
  return session.success_url
    .replaceAll('{CHECKOUT_SESSION_ID}', session.id)
    .replaceAll('%7BCHECKOUT_SESSION_ID%7D', session.id);
}

export function sessionAvailability(session: LocalCheckoutSession | undefined): string | undefined {
  if (!session) return checkoutPageMessages.missing;
  if (
    session.status === 'expired' ||
    (session.status === 'open' && session.expires_at < new Date())
  )
    return checkoutPageMessages.expired;
  return undefined;
}

class AlreadyCompleted extends Error {}

/**
 * Pays a local checkout session with a test card: creates the customer (anonymous buyers),
 * the card (brand and last four), and for a subscription the subscription and its first
 * invoice; then sends the events Stripe would, before the buyer is sent back, so the
 * success page usually finds the purchase at once.
 */
export async function payCheckoutSession(
  db: Kysely<DB>,
  delivery: LocalEventDelivery,
  sessionId: string,
  form: { email?: string | undefined; cardNumber: string },
): Promise<PayOutcome> {
  const session = await findCheckoutSession(db, sessionId);
  const unavailable = sessionAvailability(session);
  if (unavailable || !session) return { kind: 'unavailable', message: unavailable ?? '' };
  if (session.status === 'complete') return { kind: 'paid', redirectTo: successRedirect(session) };

  const existingCustomer = session.customer_id
    ? await findLocalCustomer(db, session.customer_id)
    : undefined;
  const enteredEmail = z.email().safeParse(form.email?.trim().toLowerCase());
  if (!existingCustomer && !enteredEmail.success)
    return { kind: 'rejected', field: 'email', message: checkoutPageMessages.invalidEmail };
  const card = checkTestCard(form.cardNumber);
  if (card.outcome !== 'approved')
    return { kind: 'rejected', field: 'card', message: card.message };

  const customerId = existingCustomer?.id ?? localIds.customer();
  const customerEmail =
    existingCustomer?.email ?? (enteredEmail.success ? enteredEmail.data : null);
  const isSubscription = session.mode === 'subscription';
  const subscriptionId = isSubscription ? localIds.subscription() : null;
  const invoiceId = isSubscription ? localIds.invoice() : null;
  try {
    await db.transaction().execute(async (trx) => {
      if (!existingCustomer)
        await insertLocalCustomer(trx, { id: customerId, email: customerEmail, userId: null });
      const paymentMethodId = localIds.paymentMethod();
      await insertPaymentMethod(trx, {
        id: paymentMethodId,
        customerId,
        brand: card.brand,
        last4: card.last4,
      });
      if (subscriptionId) {
        // Whole seconds, as Stripe keeps them: events and reads agree with the row.
        const now = new Date(Math.floor(Date.now() / 1000) * 1000);
        await insertLocalSubscription(trx, {
          id: subscriptionId,
          customer_id: customerId,
          price_id: session.price_id,
          status: 'active',
          billing_cycle_anchor: now,
          current_period_start: now,
          current_period_end: addMonthsClamped(now, billingMonths(session.price_id)),
          default_payment_method_id: paymentMethodId,
          amount: session.amount_total,
        });
      }
      const completed = await completeCheckoutSession(trx, session.id, {
        customerId,
        customerEmail,
        subscriptionId,
        invoiceId,
        paymentIntentId: isSubscription ? null : localIds.paymentIntent(),
      });
      if (!completed) throw new AlreadyCompleted();
    });
  } catch (error) {
    if (error instanceof AlreadyCompleted)
      return { kind: 'paid', redirectTo: successRedirect(session) };
    throw error;
  }

  const completedSession = (await findCheckoutSession(db, session.id)) ?? session;
  const events: LocalEvent[] = [];
  const subscription = subscriptionId ? await findLocalSubscription(db, subscriptionId) : undefined;
  if (subscription)
    events.push(localEvent('customer.subscription.created', subscriptionObject(subscription)));
  events.push(localEvent('checkout.session.completed', checkoutSessionObject(completedSession)));
  if (subscription && invoiceId) {
    const invoice = paidInvoiceObject({
      id: invoiceId,
      subscription,
      customerEmail,
      amount: session.amount_total,
      currency: session.currency,
    });
    events.push(localEvent('invoice.paid', invoice));
  }
  await delivery.send(events);
  return { kind: 'paid', redirectTo: successRedirect(completedSession) };
}
