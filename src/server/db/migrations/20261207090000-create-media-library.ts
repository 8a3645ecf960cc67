import { sql, type Kysely } from 'kysely';

/**
 * The media library: one row per uploaded image (what it was, how big, its alt text,
 * who added it) and one row per stored variant (width × format) holding the encoded
 * bytes. Everything lives in PostgreSQL, so every server process, on any machine that
 * reaches the database, serves the same files
 * (docs/decisions/2026-11-26-media-library-in-postgresql.md). The original upload is
 * not kept: it may carry the camera's GPS position.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE media_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      original_name text NOT NULL CHECK (char_length(original_name) BETWEEN 1 AND 255),
      original_format text NOT NULL
        CHECK (original_format IN ('jpeg', 'png', 'webp', 'avif', 'gif')),
      original_bytes integer NOT NULL CHECK (original_bytes > 0),
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      alt_text text NOT NULL
        CHECK (alt_text = btrim(alt_text) AND char_length(alt_text) BETWEEN 1 AND 250),
      created_by uuid REFERENCES auth_users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX media_items_newest_first ON media_items (created_at DESC, id)`.execute(db);
  await sql`
    CREATE TABLE media_variants (
      media_id uuid NOT NULL REFERENCES media_items (id) ON DELETE CASCADE,
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      format text NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg', 'png')),
      bytes integer NOT NULL CHECK (bytes > 0),
      etag text NOT NULL,
      data bytea NOT NULL,
      PRIMARY KEY (media_id, width, format)
    )
  `.execute(db);
  // Encoded images do not compress: store them out of line without trying (TOAST would
  // spend CPU on every write for nothing).
  await sql`ALTER TABLE media_variants ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE media_variants`.execute(db);
  await sql`DROP TABLE media_items`.execute(db);
}
