import { sql, type Kysely } from 'kysely';

/**
 * The studio's site settings: one row holding the saved document and its version (a
 * save names the version it was edited from, so two admins cannot overwrite each other
 * unknowingly), and a history row per save: who, when, and each field old to new.
 * Version 0 with an empty document means "the built-in defaults".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE site_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
      settings jsonb NOT NULL DEFAULT '{}'::jsonb,
      updated_at timestamptz,
      updated_by uuid REFERENCES auth_users (id) ON DELETE SET NULL
    )
  `.execute(db);
  await sql`INSERT INTO site_settings (id) VALUES (1)`.execute(db);
  await sql`
    CREATE TABLE site_settings_history (
      version integer PRIMARY KEY,
      changed_at timestamptz NOT NULL DEFAULT now(),
      changed_by uuid REFERENCES auth_users (id) ON DELETE SET NULL,
      changed_by_email text NOT NULL,
      changes jsonb NOT NULL
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE site_settings_history`.execute(db);
  await sql`DROP TABLE site_settings`.execute(db);
}
