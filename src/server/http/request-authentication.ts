import './request-user.ts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Kysely } from 'kysely';
import { checkBearer } from '../auth/bearer-check.ts';
import type { AccessTokens } from '../auth/tokens.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser } from './request-user.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'optional': a bad or expired token is treated as no token (public forms keep
     * working for a signed-in visitor whose token went stale). Otherwise a token that is
     * sent must be valid, or the answer is 401.
     */
    auth?: 'optional';
  }
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The one hook through which every /api route reads the bearer token: a valid token of
 * a live session attaches `request.user`; an invalid one is a 401. Routes then say
 * whether they need a user with `userRequired` or accept anyone with `userOptional`.
 */
export function registerRequestAuthentication(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; accessTokens: AccessTokens },
): void {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || request.headers.authorization === undefined) return;
    const check = await checkBearer(deps, request.headers.authorization);
    if (check.status === 'signed-in') {
      request.user = {
        id: check.userId,
        email: check.email,
        sessionId: check.sessionId,
        aal: check.aal,
      };
      return;
    }
    if (request.routeOptions.config.auth === 'optional') return;
    throw AppError.unauthorized(
      check.status === 'session-ended'
        ? 'Your session has ended. Please sign in again.'
        : undefined,
    );
  });
}

/**
 * onRequest hook: answers 401 unless the caller is signed in. A callback hook, not an
 * async one: it runs on every signed-in request and has nothing to wait for.
 */
export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(request.user ? undefined : AppError.unauthorized());
}

/** Route options for a route that needs a signed-in caller (401 otherwise). */
export const userRequired = { onRequest: requireUser } as const;

/** Route config for a route open to everyone that uses the caller when signed in. */
export const userOptional = { auth: 'optional' } as const;

/** The signed-in caller inside a handler; throws 401 when there is none. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
