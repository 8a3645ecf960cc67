import { sql, type Kysely } from 'kysely';

/**
 * Access tokens are signed with an ES256 key pair (issue 30, item 5). The keys live in
 * the database, not in each process's data directory, so every process on one PostgreSQL
 * signs and verifies with the same keys and a rotation reaches all of them. The private
 * key is sealed with a key derived from JWT_SECRET (which every process shares), so a
 * database dump alone cannot mint tokens; a retired key keeps only its public half.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_signing_keys (
      kid text PRIMARY KEY,
      algorithm text NOT NULL CHECK (algorithm IN ('ES256')),
      public_jwk jsonb NOT NULL,
      sealed_private_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      retired_at timestamptz,
      CHECK (retired_at IS NOT NULL OR sealed_private_key IS NOT NULL)
    )
  `.execute(db);
  // At most one key signs; two processes starting at once cannot both create one.
  await sql`
    CREATE UNIQUE INDEX auth_signing_keys_one_current ON auth_signing_keys ((true))
    WHERE retired_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE auth_signing_keys`.execute(db);
}
