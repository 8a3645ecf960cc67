import { chargeSchema } from './billing-events.ts';
import { orderNumber, productName } from './billing-mail.ts';
import type { Preparer } from './prepared-event.ts';
import { recordRefund } from './refunds-repository.ts';

/**
 * A refund, whole or partial. The charge carries the cumulative amount refunded, so
 * redelivered or reordered events never count a refund twice; the event's time is when
 * the refund happened (the charge's own time is the payment's). Each increase is mailed to
 * the buyer once (the event's id is the key).
 */
export const prepareChargeRefunded: Preparer = async (context, event) => {
  const charge = chargeSchema.parse(event.data.object);
  return {
    async apply(db) {
      const refundedAt = new Date(event.created * 1000);
      const outcome = await recordRefund(db, {
        eventId: event.id,
        paymentIntentId: charge.payment_intent ?? null,
        invoiceId: charge.invoice ?? null,
        amountRefunded: charge.amount_refunded,
        refundedAt,
      });
      if (outcome.kind !== 'recorded' || !outcome.order.email) return;
      const { order } = outcome;
      await context.mailer.enqueue(db, {
        kind: 'refund_notice',
        to: order.email!,
        idempotencyKey: `refund:${event.id}`,
        data: {
          orderNumber: orderNumber(order.id),
          productName: productName(order.catalogue_key),
          currency: order.currency,
          hasAccount: order.user_id !== null,
          amountRefunded: outcome.increase,
          totalRefunded: outcome.totalRefunded,
          orderTotal: order.amount_total,
          refundedAt: refundedAt.toISOString(),
        },
      });
    },
  };
};
