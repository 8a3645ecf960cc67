import { sql, type Kysely } from 'kysely';

/**
 * Puts a used test database back to the state it was migrated to, in milliseconds, so a
 * worker can hand the same database to test after test instead of starting a new one
 * (seconds on PGlite, a full migration on PostgreSQL).
 *
 * `snapshot` runs once on a freshly migrated schema: it copies every table that holds
 * rows (seed data, the migrator's bookkeeping) into a side schema, and records every
 * sequence and a fingerprint of the schema's structure. `restore` empties every table,
 * copies the seed rows back with triggers off, and resets the sequences. A test that
 * changed the structure (the migration tests undo every migration) leaves a different
 * fingerprint, and its database is thrown away instead of reused.
 */
export interface ResetPlan {
  readonly fingerprint: string;
  readonly restoreSql: string;
}

// The database is typed by the app's schema, but resetting only uses catalogue queries.
type AnyKysely = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** A digest of the schema's tables, columns, indexes, functions, triggers and constraints. */
export async function schemaFingerprint(db: AnyKysely, schema: string): Promise<string> {
  const { rows } = await sql<{ fingerprint: string | null }>`
    WITH ns AS (SELECT oid FROM pg_namespace WHERE nspname = ${schema}),
    parts AS (
      SELECT format('class %s %s %s %s', c.oid, c.relname, c.relkind, (
          SELECT string_agg(format('%s:%s:%s', a.attname, a.atttypid, a.attnotnull), ','
            ORDER BY a.attnum)
          FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        )) AS part
        FROM pg_class c WHERE c.relnamespace IN (SELECT oid FROM ns) OR c.relpersistence = 't'
      UNION ALL
      SELECT format('proc %s %s', p.oid, md5(coalesce(p.prosrc, ''))) FROM pg_proc p
        WHERE p.pronamespace IN (SELECT oid FROM ns)
      UNION ALL
      SELECT format('trigger %s %s', t.oid, t.tgenabled) FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relnamespace IN (SELECT oid FROM ns)
      UNION ALL
      SELECT format('constraint %s', k.oid) FROM pg_constraint k
        WHERE k.connamespace IN (SELECT oid FROM ns)
      UNION ALL
      SELECT format('type %s', y.oid) FROM pg_type y WHERE y.typnamespace IN (SELECT oid FROM ns)
    )
    SELECT md5(string_agg(part, '|' ORDER BY part)) AS fingerprint FROM parts
  `.execute(db);
  return rows[0]?.fingerprint ?? '';
}

/** Copies the seed rows aside and writes the statements that bring the schema back. */
export async function snapshotSchema(
  db: AnyKysely,
  schema: string,
  snapshotSchemaName: string,
): Promise<ResetPlan> {
  const { rows: tables } = await sql<{ name: string; columns: string[] }>`
    SELECT c.relname AS name,
      array(
        SELECT a.attname::text FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY a.attnum
      ) AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p')
    ORDER BY c.relname
  `.execute(db);
  const { rows: sequences } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND c.relkind = 'S' ORDER BY c.relname
  `.execute(db);

  const target = (name: string) => `${quote(schema)}.${quote(name)}`;
  const saved = (name: string) => `${quote(snapshotSchemaName)}.${quote(name)}`;
  await sql.raw(`CREATE SCHEMA ${quote(snapshotSchemaName)}`).execute(db);

  const reseed: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ filled: boolean }>`
      SELECT EXISTS (SELECT 1 FROM ${sql.raw(target(table.name))}) AS filled
    `.execute(db);
    if (!rows[0]?.filled) continue;
    const columns = table.columns.map(quote).join(', ');
    await sql
      .raw(`CREATE TABLE ${saved(table.name)} AS SELECT ${columns} FROM ${target(table.name)}`)
      .execute(db);
    reseed.push(
      `INSERT INTO ${target(table.name)} (${columns}) OVERRIDING SYSTEM VALUE ` +
        `SELECT ${columns} FROM ${saved(table.name)};`,
    );
  }

  const resequence: string[] = [];
  for (const sequence of sequences) {
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`
      SELECT last_value::text AS last_value, is_called FROM ${sql.raw(target(sequence.name))}
    `.execute(db);
    const state = rows[0];
    if (!state) continue;
    resequence.push(
      `SELECT setval('${target(sequence.name).replaceAll("'", "''")}', ${state.last_value}, ${state.is_called});`,
    );
  }

  const truncate = tables.length
    ? `TRUNCATE ${tables.map((table) => target(table.name)).join(', ')} RESTART IDENTITY CASCADE;`
    : '';
  return {
    fingerprint: await schemaFingerprint(db, schema),
    restoreSql: [
      // Replica mode skips triggers and foreign-key checks: seed rows go back as they were,
      // announcing nothing.
      'SET session_replication_role = replica;',
      truncate,
      ...reseed,
      ...resequence,
      'RESET session_replication_role;',
    ].join('\n'),
  };
}

/**
 * Brings the schema back to its snapshot (`runScript` runs several statements in one
 * round trip, which Kysely's prepared queries cannot); false when the test changed its structure, in
 * which case the caller throws the database away.
 */
export async function restoreSchema(
  db: AnyKysely,
  schema: string,
  plan: ResetPlan,
  runScript: (script: string) => Promise<unknown>,
): Promise<boolean> {
  if ((await schemaFingerprint(db, schema)) !== plan.fingerprint) return false;
  await runScript(plan.restoreSql);
  return true;
}
