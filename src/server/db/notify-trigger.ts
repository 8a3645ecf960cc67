import { sql, type Kysely } from 'kysely';

/** Makes a table announce its inserts, updates and deletes on the `row_change` channel. */
export async function addRowChangeTrigger(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_row_change`)}
    AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
    FOR EACH ROW EXECUTE FUNCTION notify_row_change()
  `.execute(db);
}

export interface RowChange<Row = Record<string, unknown>> {
  schema: string;
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Row | null;
  old: Row | null;
  id?: string;
  truncated?: boolean;
}
