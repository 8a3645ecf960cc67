import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppRole, DB } from '../db/schema.ts';
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

/** onRequest hook factory: 401 when signed out, 403 unless the caller is an admin. */
export function requireAdmin(db: Kysely<DB>) {
  return async (request: FastifyRequest): Promise<void> => {
    if ((await readCallerRole(db, request)) !== 'admin') throw AppError.forbidden();
  };
}
