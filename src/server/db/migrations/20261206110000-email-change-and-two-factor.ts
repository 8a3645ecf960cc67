import { sql, type Kysely } from 'kysely';

/**
 * Issue 30, items 3 and 4. A change of e-mail address waits for a link mailed to the new
 * address (`email_change` holds it meanwhile, as in GoTrue). Two-factor sign-in: TOTP
 * factors (the secret sealed under JWT_SECRET), their challenges, hashed recovery codes,
 * and the assurance level a session reached (`aal2` once a second factor was verified).
 * `proved_at`: when the session last proved who holds it (signing in, the current
 * password or a mailed code), for changes that need a fresh proof.
 */
const purposes = [
  'recovery',
  'purchase_claim',
  'signup',
  'magiclink',
  'email_otp',
  'reauthentication',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auth_users
      ADD COLUMN email_change text,
      ADD COLUMN email_change_sent_at timestamptz
  `.execute(db);
  await replacePurposes(db, [...purposes, 'email_change']);
  await sql`
    ALTER TABLE auth_sessions
      ADD COLUMN aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
      ADD COLUMN second_factor_method text CHECK (second_factor_method IN ('totp', 'recovery_code')),
      ADD COLUMN second_factor_at timestamptz,
      ADD COLUMN proved_at timestamptz NOT NULL DEFAULT now()
  `.execute(db);
  await sql`
    CREATE TABLE auth_mfa_factors (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
      friendly_name text NOT NULL DEFAULT '',
      factor_type text NOT NULL DEFAULT 'totp' CHECK (factor_type IN ('totp')),
      status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
      sealed_secret text NOT NULL,
      last_used_step bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX auth_mfa_factors_user_name ON auth_mfa_factors (user_id, friendly_name)
    WHERE friendly_name <> ''
  `.execute(db);
  await sql`
    CREATE TABLE auth_mfa_challenges (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      factor_id uuid NOT NULL REFERENCES auth_mfa_factors (id) ON DELETE CASCADE,
      ip_address text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      verified_at timestamptz
    )
  `.execute(db);
  await sql`
    CREATE TABLE auth_recovery_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
      code_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE auth_recovery_codes`.execute(db);
  await sql`DROP TABLE auth_mfa_challenges`.execute(db);
  await sql`DROP TABLE auth_mfa_factors`.execute(db);
  await sql`
    ALTER TABLE auth_sessions
      DROP COLUMN aal, DROP COLUMN second_factor_method, DROP COLUMN second_factor_at,
      DROP COLUMN proved_at
  `.execute(db);
  await sql`DELETE FROM auth_one_time_tokens WHERE purpose = 'email_change'`.execute(db);
  await replacePurposes(db, purposes);
  await sql`
    ALTER TABLE auth_users DROP COLUMN email_change, DROP COLUMN email_change_sent_at
  `.execute(db);
}

async function replacePurposes(db: Kysely<unknown>, values: string[]): Promise<void> {
  const allowed = sql.join(values.map((value) => sql.lit(value)));
  await sql`ALTER TABLE auth_one_time_tokens DROP CONSTRAINT auth_one_time_tokens_purpose_check`.execute(
    db,
  );
  await sql`
    ALTER TABLE auth_one_time_tokens
    ADD CONSTRAINT auth_one_time_tokens_purpose_check CHECK (purpose IN (${allowed}))
  `.execute(db);
}
