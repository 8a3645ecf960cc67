import { sql, type Kysely } from 'kysely';

/**
 * A trigger function that announces row changes on the `row_change` channel, so realtime
 * streams in every server process hear about writes made by any of them. The payload
 * carries the table, the operation and the old and new rows, trimmed to the row id when
 * the row is too large for a notification (PostgreSQL caps payloads at 8000 bytes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      payload text;
    BEGIN
      payload := json_build_object(
        'schema', TG_TABLE_SCHEMA,
        'table', TG_TABLE_NAME,
        'op', TG_OP,
        'new', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE row_to_json(NEW) END,
        'old', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE row_to_json(OLD) END
      )::text;
      IF octet_length(payload) > 7900 THEN
        payload := json_build_object(
          'schema', TG_TABLE_SCHEMA,
          'table', TG_TABLE_NAME,
          'op', TG_OP,
          'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
          'truncated', true
        )::text;
      END IF;
      PERFORM pg_notify('row_change', payload);
      RETURN NULL;
    END;
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION notify_row_change()`.execute(db);
}
