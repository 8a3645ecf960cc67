import { sql, type Kysely } from 'kysely';

/**
 * A per-user version of "every todo I can see", bumped in the same transaction as any
 * change to it: a todo of theirs, a todo of a folder they are in, or that folder's
 * sharing. The list endpoint reads the version first and serves its cached copy of the
 * list while the version is unchanged, so repeated reads are cheap and, because the bump
 * commits with the change, never stale on any server process. Statement-level triggers
 * bump each reader once per statement, in user-id order (no deadlocks between bumps).
 * No foreign key: a version row outliving its account is harmless, and a key would make
 * deleting an account (whose todos go with it) bump a row that can no longer exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE todo_list_versions (
      user_id uuid PRIMARY KEY,
      version bigint NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE FUNCTION bump_todo_list_versions(readers uuid[]) RETURNS void LANGUAGE sql AS $$
      INSERT INTO todo_list_versions AS v (user_id, version)
      SELECT reader, 1 FROM (SELECT DISTINCT unnest(readers) AS reader) r
      WHERE reader IS NOT NULL ORDER BY reader
      ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1
    $$
  `.execute(db);
  const readersOf = (rows: string) =>
    sql.raw(`
    SELECT user_id FROM ${rows}
    UNION SELECT m.user_id FROM ${rows} t JOIN todo_folder_members m ON m.folder_id = t.folder_id`);
  await sql`
    CREATE FUNCTION bump_readers_of_new_todos() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_todo_list_versions(ARRAY(${readersOf('new_rows')}));
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE FUNCTION bump_readers_of_changed_todos() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_todo_list_versions(ARRAY(${readersOf('new_rows')} UNION ${readersOf('old_rows')}));
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE FUNCTION bump_readers_of_old_todos() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_todo_list_versions(ARRAY(${readersOf('old_rows')}));
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE FUNCTION bump_readers_of_folder() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      member todo_folder_members;
    BEGIN
      IF TG_OP = 'DELETE' THEN member := OLD; ELSE member := NEW; END IF;
      PERFORM bump_todo_list_versions(ARRAY(
        SELECT user_id FROM todo_folders WHERE id = member.folder_id
        UNION SELECT user_id FROM todo_folder_members WHERE folder_id = member.folder_id
        UNION SELECT member.user_id));
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER todos_list_version_insert AFTER INSERT ON todos
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_readers_of_new_todos()
  `.execute(db);
  await sql`
    CREATE TRIGGER todos_list_version_update AFTER UPDATE ON todos
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_readers_of_changed_todos()
  `.execute(db);
  await sql`
    CREATE TRIGGER todos_list_version_delete AFTER DELETE ON todos
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_readers_of_old_todos()
  `.execute(db);
  // A sharing change alters shared_with and can_edit on every todo of the folder.
  await sql`
    CREATE TRIGGER todo_folder_members_list_version
    AFTER INSERT OR UPDATE OR DELETE ON todo_folder_members
    FOR EACH ROW EXECUTE FUNCTION bump_readers_of_folder()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER todo_folder_members_list_version ON todo_folder_members`.execute(db);
  await sql`DROP TRIGGER todos_list_version_delete ON todos`.execute(db);
  await sql`DROP TRIGGER todos_list_version_update ON todos`.execute(db);
  await sql`DROP TRIGGER todos_list_version_insert ON todos`.execute(db);
  await sql`DROP FUNCTION bump_readers_of_folder(), bump_readers_of_old_todos(),
    bump_readers_of_changed_todos(), bump_readers_of_new_todos(),
    bump_todo_list_versions(uuid[])`.execute(db);
  await sql`DROP TABLE todo_list_versions`.execute(db);
}
