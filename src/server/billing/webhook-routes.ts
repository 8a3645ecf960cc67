import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages.ts';
import { WebhookRejectedError, type WebhookReceiver } from './webhook-service.ts';

/**
 * POST /functions/v1/stripe-webhook. The signature covers the exact bytes sent, so this
 * route's scope keeps the body as a Buffer instead of parsing JSON.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  { receiver }: { receiver: WebhookReceiver },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/functions/v1/stripe-webhook', async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    try {
      const result = await receiver(body, Array.isArray(signature) ? signature[0] : signature);
      return reply.status(200).send(result);
    } catch (error) {
      if (error instanceof WebhookRejectedError) {
        request.log.warn({ reason: error.message }, 'payment event refused');
        return reply.status(400).send({ error: error.message });
      }
      // Anything else (the database, the provider) is ours: 500 makes Stripe retry later.
      request.log.error({ err: error }, 'payment event failed');
      return reply.status(500).send({ error: messages.server.internal });
    }
  });
}
