import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuthSigningKeysTable, PublicSigningJwk } from '../../db/schema/auth-keys-schema.ts';
import type { DB } from '../../db/schema/schema.ts';

export type StoredSigningKey = Selectable<AuthSigningKeysTable>;

export function findCurrentSigningKey(db: Kysely<DB>): Promise<StoredSigningKey | undefined> {
  return db
    .selectFrom('auth_signing_keys')
    .selectAll()
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

export function findSigningKey(db: Kysely<DB>, kid: string): Promise<StoredSigningKey | undefined> {
  return db.selectFrom('auth_signing_keys').selectAll().where('kid', '=', kid).executeTakeFirst();
}

/** When the first key was made: the shared secret signed every token issued before. */
export async function firstSigningKeyCreatedAt(db: Kysely<DB>): Promise<Date | undefined> {
  const row = await db
    .selectFrom('auth_signing_keys')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .executeTakeFirst();
  return row?.first ?? undefined;
}

export interface NewSigningKey {
  kid: string;
  publicJwk: PublicSigningJwk;
  sealedPrivateKey: string;
}

/** Adds the current key unless another process just did (then nothing is inserted). */
export async function insertCurrentSigningKey(db: Kysely<DB>, key: NewSigningKey): Promise<void> {
  await sql`
    INSERT INTO auth_signing_keys (kid, algorithm, public_jwk, sealed_private_key)
    VALUES (${key.kid}, 'ES256', ${JSON.stringify(key.publicJwk)}::jsonb, ${key.sealedPrivateKey})
    ON CONFLICT ((true)) WHERE retired_at IS NULL DO NOTHING
  `.execute(db);
}

/** Retires the current key: it keeps verifying the tokens it signed, and signs no more. */
export async function retireCurrentSigningKey(
  db: Kysely<DB>,
  onlyKid?: string,
): Promise<string | undefined> {
  const retired = await db
    .updateTable('auth_signing_keys')
    .set({ retired_at: sql<Date>`now()`, sealed_private_key: null })
    .where('retired_at', 'is', null)
    .$if(onlyKid !== undefined, (query) => query.where('kid', '=', onlyKid!))
    .returning('kid')
    .executeTakeFirst();
  return retired?.kid;
}

/** Keys whose tokens may still be current: the signing one and those retired lately. */
export function listPublishedSigningKeys(
  db: Kysely<DB>,
  retiredWithinSeconds: number,
): Promise<Pick<StoredSigningKey, 'kid' | 'public_jwk'>[]> {
  return db
    .selectFrom('auth_signing_keys')
    .select(['kid', 'public_jwk'])
    .where((eb) =>
      eb.or([
        eb('retired_at', 'is', null),
        eb('retired_at', '>', sql<Date>`now() - make_interval(secs => ${retiredWithinSeconds})`),
      ]),
    )
    .orderBy('created_at', 'desc')
    .execute();
}
