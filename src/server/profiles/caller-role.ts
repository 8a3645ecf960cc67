import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminMfa } from '../config.ts';
import type { AppRole, DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { signedInUser } from '../http/request-authentication.ts';
import { findRole } from './profiles-repository.ts';

/**
 * The caller's role, read from their todo_profiles row on every call: a role in a token
 * could be stale (demoted since) or forged, so admin decisions never trust one.
 */
export async function readCallerRole(db: Kysely<DB>, request: FastifyRequest): Promise<AppRole> {
  const user = signedInUser(request);
  return (await findRole(db, user.id)) ?? 'user';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** ADMIN_MFA: whether admin routes need a session that verified a second factor. */
    adminMfa: AdminMfa;
  }
}

/** What an admin without a second factor in this session is told (the screens act on the code). */
export const adminNeedsSecondFactor = () =>
  new AppError(
    403,
    'insufficient_aal',
    'The admin area needs two-factor sign-in. Enter the code from your authenticator app.',
  );

/**
 * onRequest hook factory: 401 when signed out, 403 unless the caller is an admin and,
 * with ADMIN_MFA=required, the session verified a second factor (aal2), so a stolen
 * password alone reaches no refunds and no leads.
 */
export function requireAdmin(db: Kysely<DB>) {
  return async (request: FastifyRequest): Promise<void> => {
    if ((await readCallerRole(db, request)) !== 'admin') throw AppError.forbidden();
    if (request.server.adminMfa !== 'optional' && signedInUser(request).aal !== 'aal2') {
      throw adminNeedsSecondFactor();
    }
  };
}
