import { invoicePriceId, invoiceSchema, invoiceSubscriptionId } from './billing-events.ts';
import { productName } from './billing-mail.ts';
import { customerEmail, userIdForCustomer } from './customers-repository.ts';
import type { Preparer } from './prepared-event.ts';

/**
 * A renewal the card did not pay (Stripe's `invoice.payment_failed`): the customer hears
 * of it, with the way to change the card, once per failed attempt. A first payment that
 * fails happens on the checkout page, in front of the buyer, and needs no mail. The local
 * test provider never fails a renewal, so it never reports one.
 */
export const prepareInvoicePaymentFailed: Preparer = async (context, event) => {
  const invoice = invoiceSchema.parse(event.data.object);
  if (invoice.billing_reason === 'subscription_create' || !invoiceSubscriptionId(invoice)) {
    return undefined;
  }
  return {
    async apply(db) {
      const customerId = invoice.customer ?? null;
      const email =
        invoice.customer_email?.toLowerCase() ??
        (customerId ? await customerEmail(db, customerId) : null);
      if (!email) return;
      const userId = customerId ? await userIdForCustomer(db, customerId) : null;
      await context.mailer.enqueue(db, {
        kind: 'renewal_failed',
        to: email,
        idempotencyKey: `renewal-failed:${invoice.id}:${invoice.attempt_count ?? event.id}`,
        data: {
          productName: productName(
            (await context.priceBook.keyFor(invoicePriceId(invoice))) ?? null,
          ),
          amountDue: invoice.amount_due ?? invoice.amount_paid,
          currency: invoice.currency,
          hasAccount: userId !== null,
          ...(invoice.next_payment_attempt
            ? { nextAttemptAt: new Date(invoice.next_payment_attempt * 1000).toISOString() }
            : {}),
        },
      });
    },
  };
};
