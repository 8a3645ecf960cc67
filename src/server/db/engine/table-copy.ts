import pg from 'pg';

/** Reads from the source database (PGlite's `query`, or any client with its shape). */
export type SourceQuery = (
  text: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

export interface CopiedTables {
  tables: number;
  rows: number;
}

/** The migrator's own bookkeeping: each side has it already, from its own migration run. */
const migratorTables = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Rows per statement: quick, and small enough to hold in memory as JSON. */
const rowsPerBatch = 2_000;

interface Column {
  name: string;
  type: string;
}

const ident = (name: string) => pg.escapeIdentifier(name);

/**
 * Copies every row of every table in the source's schema into the same tables of the
 * target (both at the same migration), in one transaction that commits only once each
 * table's row count matches. Rows travel as PostgreSQL's own JSON text and are read back
 * by `json_populate_recordset`, so each value goes through its column's type on both
 * sides. Triggers and foreign keys are off during the copy (`session_replication_role`):
 * the tables arrive in any order and derived rows are copied as they were. Rows the
 * target's migrations seeded are replaced. Identity and serial counters continue after
 * the copied rows. Transaction ids (`xid8`) mean nothing in another database and arrive
 * as 0, which their owners read as "from before" (see forgetOpenDaySums).
 */
export async function copyAllTables(source: SourceQuery, target: pg.Pool): Promise<CopiedTables> {
  const tables = await listTables(source);
  const client = await target.connect();
  let rows = 0;
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(`TRUNCATE ${[...tables.keys()].map(ident).join(', ')}`);
    for (const [table, columns] of tables) {
      rows += await copyTable(source, client, table, columns);
      await continueCounters(client, table, columns);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { tables: tables.size, rows };
}

async function listTables(source: SourceQuery): Promise<Map<string, Column[]>> {
  const { rows } = await source(
    `SELECT c.table_name, c.column_name, c.udt_name
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.is_generated = 'NEVER'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const table = String(row.table_name);
    if (migratorTables.has(table)) continue;
    const columns = tables.get(table) ?? [];
    columns.push({ name: String(row.column_name), type: String(row.udt_name) });
    tables.set(table, columns);
  }
  return tables;
}

async function copyTable(
  source: SourceQuery,
  target: pg.PoolClient,
  table: string,
  columns: Column[],
): Promise<number> {
  const selected = columns
    .map((column) =>
      column.type === 'xid8' ? `'0'::xid8 AS ${ident(column.name)}` : ident(column.name),
    )
    .join(', ');
  const names = columns.map((column) => ident(column.name)).join(', ');
  let after = '(0,0)';
  for (;;) {
    // Keyset paging on the physical row address: the source is not written meanwhile
    // (the data-directory lock), so every row is read exactly once, each page one seek.
    const { rows } = await source(
      `WITH page AS (
         SELECT ctid AS row_address, ${selected} FROM ${ident(table)}
          WHERE ctid > $1::tid ORDER BY ctid LIMIT ${rowsPerBatch}
       )
       SELECT json_agg(page)::text AS rows, max(row_address)::text AS last FROM page`,
      [after],
    );
    const page = rows[0];
    if (!page?.last) break;
    await target.query(
      `INSERT INTO ${ident(table)} (${names}) OVERRIDING SYSTEM VALUE
       SELECT ${names} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
      [page.rows],
    );
    after = String(page.last);
  }
  const [expected] = (await source(`SELECT count(*)::int AS n FROM ${ident(table)}`)).rows;
  const copied = await target.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${ident(table)}`,
  );
  if (copied.rows[0]?.n !== Number(expected?.n)) {
    throw new Error(`${table}: copied ${copied.rows[0]?.n} rows of ${String(expected?.n)}`);
  }
  return copied.rows[0].n;
}

async function continueCounters(target: pg.PoolClient, table: string, columns: Column[]) {
  for (const column of columns) {
    const { rows } = await target.query<{ sequence: string | null }>(
      'SELECT pg_get_serial_sequence($1, $2) AS sequence',
      [ident(table), column.name],
    );
    const sequence = rows[0]?.sequence;
    if (!sequence) continue;
    await target.query(
      `SELECT setval($1, coalesce(max(${ident(column.name)}), 0) + 1, false) FROM ${ident(table)}`,
      [sequence],
    );
  }
}
