import { sql, type Kysely } from 'kysely';

/**
 * The app's view of an account (spec: todo_profiles). Created with the user in one
 * transaction; the role here, never a token claim, decides who is an admin. Row changes
 * are announced so the admin user overview can refresh live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('todo_profiles')
    .addColumn('id', 'uuid', (column) =>
      column.primaryKey().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) =>
      column
        .notNull()
        .defaultTo('user')
        .check(sql`role IN ('admin', 'user')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('todo_profiles_role_created_at_idx')
    .on('todo_profiles')
    .columns(['role', 'created_at'])
    .execute();
  await addRowChangeTrigger(db, 'todo_profiles');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('todo_profiles').execute();
}

/**
 * Makes a table announce its inserts, updates and deletes on the `row_change` channel.
 * Written out here, not imported, so this migration does what it did when it shipped.
 */
async function addRowChangeTrigger(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_row_change`)}
    AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
    FOR EACH ROW EXECUTE FUNCTION notify_row_change()
  `.execute(db);
}
