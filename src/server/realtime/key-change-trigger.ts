import { sql, type Kysely } from 'kysely';

/**
 * A trigger function like notify_row_change, but announcing only the columns named as
 * trigger arguments (ids and the columns that decide who may see the row). The payload
 * stays small whatever the row holds, so it is never cut at PostgreSQL's 8000-byte limit,
 * and the realtime hub reads the full row itself once per batch.
 */
export async function createKeyChangeFunction(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_row_change_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      new_keys jsonb;
      old_keys jsonb;
    BEGIN
      IF TG_OP <> 'DELETE' THEN
        SELECT jsonb_object_agg(key, value) INTO new_keys
        FROM jsonb_each(to_jsonb(NEW)) WHERE key = ANY (TG_ARGV);
      END IF;
      IF TG_OP <> 'INSERT' THEN
        SELECT jsonb_object_agg(key, value) INTO old_keys
        FROM jsonb_each(to_jsonb(OLD)) WHERE key = ANY (TG_ARGV);
      END IF;
      PERFORM pg_notify('row_change', json_build_object(
        'schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'op', TG_OP,
        'new', new_keys, 'old', old_keys)::text);
      RETURN NULL;
    END;
    $$
  `.execute(db);
}

export async function dropKeyChangeFunction(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION notify_row_change_keys()`.execute(db);
}

/** Makes a table announce its changes on `row_change` with only the given columns. */
export async function addKeyChangeTrigger(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
): Promise<void> {
  const argumentList = sql.join(columns.map((column) => sql.lit(column)));
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_row_change`)}
    AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
    FOR EACH ROW EXECUTE FUNCTION notify_row_change_keys(${argumentList})
  `.execute(db);
}
