import { ZodError } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages.ts';
import { writeErrorHeaders } from '../errors.ts';
import { GoTrueError } from './gotrue-errors.ts';

export const apiVersionHeader = 'x-supabase-api-version';
const currentApiVersion = '2024-01-01';

/**
 * GoTrue answers in the {code, message} format (and echoes the version header) only to
 * clients that announce API version 2024-01-01 or later; older callers get the legacy
 * {code: status, error_code, msg}. auth-js reads `code` only when the header comes back.
 */
function announcesCurrentVersion(request: FastifyRequest): boolean {
  const value = request.headers[apiVersionHeader];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${currentApiVersion}T00:00:00Z`);
}

export function sendGoTrueError(request: FastifyRequest, reply: FastifyReply, error: GoTrueError) {
  const reasons = error.extra.weakPasswordReasons;
  const weakPassword = reasons ? { weak_password: { reasons } } : {};
  writeErrorHeaders(reply, error);
  if (announcesCurrentVersion(request)) {
    reply.header(apiVersionHeader, currentApiVersion);
    return reply
      .status(error.statusCode)
      .send({ code: error.code, message: error.message, ...weakPassword });
  }
  return reply
    .status(error.statusCode)
    .send({ code: error.statusCode, error_code: error.code, msg: error.message, ...weakPassword });
}

function toGoTrueError(error: FastifyError): GoTrueError | undefined {
  if (error instanceof GoTrueError) return error;
  // A grant's own body schema, checked in the handler (the route accepts either grant).
  if ((error as unknown) instanceof ZodError) {
    const issue = (error as unknown as ZodError).issues[0];
    const field = issue?.path.join('.');
    const detail = issue?.message ?? 'Invalid value';
    return new GoTrueError(400, 'validation_failed', field ? `${field}: ${detail}` : detail);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const detail = first?.message ?? 'Invalid value';
    return new GoTrueError(400, 'validation_failed', field ? `${field}: ${detail}` : detail);
  }
  const status = error.statusCode ?? 500;
  if (status === 429)
    return new GoTrueError(429, 'over_request_rate_limit', messages.authApi.rateLimited);
  if (status >= 400 && status < 500) {
    // Malformed JSON, a wrong content type, a body over the limit: the caller's fault.
    return new GoTrueError(status, 'validation_failed', messages.authApi.invalidBody);
  }
  return undefined;
}

/**
 * Makes everything under this plugin speak GoTrue: its error format, and bodies that
 * auth-js sends empty with a JSON content type (sign-out) read as "no body".
 */
export function registerGoTrueHttp(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const goTrueError = toGoTrueError(error);
    if (goTrueError) return sendGoTrueError(request, reply, goTrueError);
    request.log.error({ err: error }, 'auth request failed');
    return sendGoTrueError(
      request,
      reply,
      new GoTrueError(500, 'unexpected_failure', messages.authApi.unexpectedFailure),
    );
  });
}
