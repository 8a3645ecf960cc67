import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages.ts';
import { AppError, writeErrorHeaders } from '../errors.ts';
import { ProviderError } from './provider-error.ts';

export const tooManyCheckoutsMessage =
  'Too many checkout attempts. Please wait a minute and try again.';

/** Price fields of both request forms: their errors must mention price_id (spec 8). */
const priceFields = new Set(['priceId', 'price_id']);

/**
 * The payment functions answer errors as `{ "error": "<reason>" }`, the shape the spec's
 * clients read and show (mapped through src/shared/checkout-errors.ts), not the API's
 * `{ error: { code, message } }`. Server faults are logged and hidden.
 */
export function registerFunctionErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const reason = issue?.message ?? 'Invalid request';
      const text = priceFields.has(field)
        ? `Invalid price_id: ${reason}`
        : field
          ? `${field}: ${reason}`
          : reason;
      return reply.status(400).send({ error: text });
    }
    writeErrorHeaders(reply, error);
    const status = error.statusCode ?? 500;
    // The shared limiter's 429 is worded for checkout here.
    if (status === 429) return reply.status(429).send({ error: tooManyCheckoutsMessage });
    if (error instanceof AppError || error instanceof ProviderError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (status < 500) return reply.status(status).send({ error: error.message });
    request.log.error({ err: error }, 'payment function failed');
    return reply.status(500).send({ error: messages.server.internal });
  });
}
