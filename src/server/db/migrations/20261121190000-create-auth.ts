import { sql, type Kysely } from 'kysely';

/**
 * Accounts for the GoTrue-compatible /auth/v1 API. Secrets are stored only as hashes:
 * passwords as argon2id, refresh and one-time tokens as SHA-256 (they are long random
 * values, so a fast hash is enough and lets them be looked up by index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_users')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (column) =>
      column.notNull().check(sql`email = lower(btrim(email))`),
    )
    .addColumn('encrypted_password', 'text', (column) => column.notNull())
    .addColumn('user_metadata', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('email_confirmed_at', 'timestamptz')
    .addColumn('last_sign_in_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_users_email_key')
    .on('auth_users')
    .column('email')
    .unique()
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('authentication_method', 'text', (column) =>
      column.notNull().check(sql`authentication_method IN ('password', 'recovery')`),
    )
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('refreshed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('auth_sessions_user_id_idx')
    .on('auth_sessions')
    .column('user_id')
    .execute();

  // Each refresh revokes the token it used and issues a child, so a session is a chain;
  // a revoked token presented again (outside the grace interval) ends the whole session.
  await db.schema
    .createTable('auth_refresh_tokens')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('session_id', 'uuid', (column) =>
      column.notNull().references('auth_sessions.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('parent_id', 'bigint')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_refresh_tokens_session_id_idx')
    .on('auth_refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('auth_one_time_tokens')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose IN ('recovery')`))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_one_time_tokens_user_id_idx')
    .on('auth_one_time_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  // Fixed-window counters shared by every server process (per client address and per
  // account), so limits hold across processes and restarts.
  await db.schema
    .createTable('auth_rate_limits')
    .addColumn('bucket', 'text', (column) => column.primaryKey())
    .addColumn('window_started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_rate_limits').execute();
  await db.schema.dropTable('auth_one_time_tokens').execute();
  await db.schema.dropTable('auth_refresh_tokens').execute();
  await db.schema.dropTable('auth_sessions').execute();
  await db.schema.dropTable('auth_users').execute();
}
