import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuthMfaFactorsTable } from '../../db/schema/auth-keys-schema.ts';
import type { DB } from '../../db/schema/schema.ts';
import type { GoTrueFactor } from '../user-json.ts';

export type StoredFactor = Selectable<AuthMfaFactorsTable>;

export function toGoTrueFactor(factor: StoredFactor): GoTrueFactor {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
  };
}

export function listFactors(db: Kysely<DB>, userId: string): Promise<StoredFactor[]> {
  return db
    .selectFrom('auth_mfa_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The user's factors as GoTrue lists them on the user object. */
export async function listGoTrueFactors(db: Kysely<DB>, userId: string): Promise<GoTrueFactor[]> {
  return (await listFactors(db, userId)).map(toGoTrueFactor);
}

export function findFactor(
  db: Kysely<DB>,
  userId: string,
  factorId: string,
): Promise<StoredFactor | undefined> {
  return db
    .selectFrom('auth_mfa_factors')
    .selectAll()
    .where('id', '=', factorId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The new factor, or undefined when the user has one by that name. */
export function insertFactor(
  db: Kysely<DB>,
  factor: { userId: string; friendlyName: string; sealedSecret: string },
): Promise<StoredFactor | undefined> {
  return db
    .insertInto('auth_mfa_factors')
    .values({
      user_id: factor.userId,
      friendly_name: factor.friendlyName,
      sealed_secret: factor.sealedSecret,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'friendly_name']).where('friendly_name', '<>', '').doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records the time step a code was accepted for, only if it is later than the last one:
 * two requests with the same code (a replay, or a race) cannot both succeed.
 */
export async function useFactorStep(
  db: Kysely<DB>,
  factorId: string,
  step: number,
): Promise<boolean> {
  const row = await db
    .updateTable('auth_mfa_factors')
    .set({ last_used_step: step, status: 'verified', updated_at: sql<Date>`now()` })
    .where('id', '=', factorId)
    .where((eb) =>
      eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFactor(db: Kysely<DB>, factorId: string): Promise<void> {
  await db.deleteFrom('auth_mfa_factors').where('id', '=', factorId).execute();
}

export async function insertChallenge(
  db: Kysely<DB>,
  factorId: string,
  ipAddress: string,
): Promise<{ id: string; created_at: Date }> {
  return db
    .insertInto('auth_mfa_challenges')
    .values({ factor_id: factorId, ip_address: ipAddress })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A challenge of the factor not yet verified, with whether it is still within its time. */
export async function findOpenChallenge(
  db: Kysely<DB>,
  factorId: string,
  challengeId: string,
  expirySeconds: number,
) {
  return db
    .selectFrom('auth_mfa_challenges')
    .select([
      'id',
      'ip_address',
      sql<boolean>`created_at > now() - make_interval(secs => ${expirySeconds})`.as('is_live'),
    ])
    .where('id', '=', challengeId)
    .where('factor_id', '=', factorId)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
}

/** Spends the challenge; false when another request spent it first. */
export async function closeChallenge(db: Kysely<DB>, challengeId: string): Promise<boolean> {
  const row = await db
    .updateTable('auth_mfa_challenges')
    .set({ verified_at: sql<Date>`now()` })
    .where('id', '=', challengeId)
    .where('verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
