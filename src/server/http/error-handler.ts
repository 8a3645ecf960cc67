import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages.ts';
import { AppError, writeErrorHeaders, type ErrorBody } from '../errors.ts';

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * One JSON error shape for every failure: `{ error: { code, message } }`. Validation
 * errors name the field; server faults are logged with the request id and hidden.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const body: ErrorBody = {
        error: {
          code: 'validation_failed',
          message: first
            ? first.field
              ? `${first.field}: ${first.message}`
              : first.message
            : 'Invalid request',
          details: issues,
        },
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      writeErrorHeaders(reply, error);
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      if (error.details !== undefined) body.error.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = {
        error: { code: 'internal_error', message: messages.server.internal },
      };
      return reply.status(500).send(body);
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'over_request_rate_limit', message: messages.server.rateLimited } });
    }
    const code = error.code ? error.code.toLowerCase().replace(/^fst_err_/, '') : 'bad_request';
    return reply.status(status).send({ error: { code, message: error.message } });
  });
}
