import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema/schema.ts';
import { hashOpaqueToken } from '../opaque-tokens.ts';

const codeCount = 10;
const codeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normalise = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const codeHash = (userId: string, code: string) =>
  hashOpaqueToken(`recovery-code:${userId}:${normalise(code)}`);

/** Replaces the user's recovery codes; the plain codes are returned once and never stored. */
export async function replaceRecoveryCodes(db: Kysely<DB>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: codeCount }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auth_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('auth_recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: codeHash(userId, code) })))
      .execute();
  });
  return codes;
}

/** Uses up one unused code of the user; true when it was one. */
export async function spendRecoveryCode(
  db: Kysely<DB>,
  userId: string,
  code: string,
): Promise<boolean> {
  if (normalise(code).length !== 10) return false;
  const row = await db
    .updateTable('auth_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash(userId, code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('auth_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteRecoveryCodes(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('auth_recovery_codes').where('user_id', '=', userId).execute();
}
