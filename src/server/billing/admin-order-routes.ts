import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formatCurrency } from '../../shared/catalogue.ts';
import { adminOrderListSchema, orderRefundRequestSchema } from '../../shared/schemas/billing.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import { findOrderForRefund, listRecentOrders } from './admin-orders-repository.ts';
import type { LocalPaymentProvider } from './local-provider/local-provider.ts';

const paramsSchema = z.object({ id: z.uuid() });
const listQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const refundedOrderSchema = z.object({
  orderId: z.string(),
  amountTotal: z.number().int(),
  amountRefunded: z.number().int(),
  refundedAt: z.string().nullable(),
});

const notRefundable = (message: string) => new AppError(409, 'not_refundable', message);

/**
 * The admin's orders, admins only: GET /api/admin/orders lists the newest, and
 * POST /api/admin/orders/:id/refund refunds one. With the local provider the refund is
 * made and reported back through the same signed `charge.refunded` webhook Stripe sends;
 * with Stripe, refunds are made in Stripe's dashboard and arrive by that same event.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  localProvider: LocalPaymentProvider | undefined;
}> = async (app, { db, localProvider }) => {
  app.addHook('onRequest', requireAdmin(db));
  app.get(
    '/api/admin/orders',
    {
      schema: {
        querystring: listQuerySchema,
        response: {
          200: adminOrderListSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      orders: await listRecentOrders(db, request.query.limit, localProvider !== undefined),
      refundsHere: localProvider !== undefined,
    }),
  );
  app.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        params: paramsSchema,
        body: orderRefundRequestSchema.nullish(),
        response: {
          200: refundedOrderSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const order = await findOrderForRefund(db, request.params.id);
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
      const refunded = (await findOrderForRefund(db, order.id))!;
      return {
        orderId: refunded.id,
        amountTotal: refunded.amount_total,
        amountRefunded: refunded.amount_refunded,
        refundedAt: refunded.refunded_at ? new Date(refunded.refunded_at).toISOString() : null,
      };
    },
  );
};
