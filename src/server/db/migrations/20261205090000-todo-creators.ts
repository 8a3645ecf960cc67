import { sql, type Kysely } from 'kysely';

/**
 * Who created each todo, apart from who owns its place (todos.user_id, the folder's
 * owner). Deleting an account that owns a folder removes the folder, and tasks other
 * people created in it go back to them instead of vanishing, which needs their creator.
 * Existing rows get their owner: the only person the database can vouch for. A creator
 * who deletes their own account leaves their tasks where they are, creator unknown.
 * Self-contained SQL: a migration must not change when live code does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE todos
    ADD COLUMN created_by uuid REFERENCES todo_profiles (id) ON DELETE SET NULL
  `.execute(db);
  await sql`UPDATE todos SET created_by = user_id`.execute(db);
  // Deleting an account looks up the tasks others created in its folders, and the
  // foreign key's SET NULL looks up the tasks the deleted person created.
  await sql`CREATE INDEX todos_created_by_idx ON todos (created_by)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE todos DROP COLUMN created_by`.execute(db);
}
