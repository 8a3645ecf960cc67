import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formatCurrency } from '../../shared/catalogue.ts';
import type { DB } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { errorBodySchema } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import type { LocalPaymentProvider } from './providers/local-provider.ts';

const paramsSchema = z.object({ id: z.uuid() });
/** No amount: refund all that is left. Cents, like every amount of ours. */
const bodySchema = z
  .object({ amount: z.number().int().positive().max(100_000_000).optional() })
  .strict()
  .nullish();
const refundedOrderSchema = z.object({
  orderId: z.string(),
  amountTotal: z.number().int(),
  amountRefunded: z.number().int(),
  refundedAt: z.string().nullable(),
});

const notRefundable = (message: string) => new AppError(409, 'not_refundable', message);

async function findOrder(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_intent_id', 'amount_total', 'amount_refunded', 'refunded_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * POST /api/admin/orders/:id/refund, admins only. With the local provider the refund is
 * made and reported back through the same signed `charge.refunded` webhook Stripe sends;
 * with Stripe, refunds are made in Stripe's dashboard and arrive by that same event.
 */
export const orderRefundRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  localProvider: LocalPaymentProvider | undefined;
}> = async (app, { db, localProvider }) => {
  app.addHook('onRequest', requireAdmin(db));
  app.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        params: paramsSchema,
        body: bodySchema,
        response: {
          200: refundedOrderSchema,
          ...Object.fromEntries([400, 401, 403, 404, 409].map((code) => [code, errorBodySchema])),
        },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw AppError.notFound('Order not found');
      if (order.status !== 'completed') throw notRefundable('Only a completed payment is refunded');
      if (order.amount_refunded >= order.amount_total) {
        throw notRefundable('This order is already refunded in full');
      }
      if (!localProvider) {
        throw notRefundable('Refund Stripe payments in the Stripe dashboard; they show here then');
      }
      if (!order.payment_intent_id) {
        throw notRefundable('This payment has no charge the local provider can refund');
      }
      const result = await localProvider.refundPayment(
        order.payment_intent_id,
        request.body?.amount,
      );
      if (result.status === 'unknown-charge') {
        throw notRefundable('The local provider does not know this payment');
      }
      if (result.status === 'too-much') {
        throw notRefundable(
          result.remaining > 0
            ? `Only ${formatCurrency(result.remaining)} of this payment is left to refund`
            : 'This order is already refunded in full',
        );
      }
      const refunded = (await findOrder(db, order.id))!;
      return {
        orderId: refunded.id,
        amountTotal: refunded.amount_total,
        amountRefunded: refunded.amount_refunded,
        refundedAt: refunded.refunded_at ? new Date(refunded.refunded_at).toISOString() : null,
      };
    },
  );
};
