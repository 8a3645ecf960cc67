import { chargeSchema } from './billing-events.ts';
import type { Preparer } from './event-handlers.ts';
import { recordRefund } from './refunds-repository.ts';

/**
 * A refund, whole or partial. The charge carries the cumulative amount refunded, so
 * redelivered or reordered events never count a refund twice; the event's time is when
 * the refund happened (the charge's own time is the payment's).
 */
export const prepareChargeRefunded: Preparer = async (_context, event) => {
  const charge = chargeSchema.parse(event.data.object);
  return {
    async apply(db) {
      await recordRefund(db, {
        eventId: event.id,
        paymentIntentId: charge.payment_intent ?? null,
        invoiceId: charge.invoice ?? null,
        amountRefunded: charge.amount_refunded,
        refundedAt: new Date(event.created * 1000),
      });
    },
  };
};
