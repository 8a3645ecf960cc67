import { sql, type Kysely } from 'kysely';

const timestamps = sql`
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
`;

/**
 * The task manager. Sharing lives in one place, todo_folder_members, so a folder's
 * shared_with and can_edit (and those of every todo in it) are derived when read and can
 * never go stale. A todo belongs to the owner of its place: todos.user_id equals its
 * folder's owner, which the composite foreign key enforces; deleting a folder leaves its
 * todos at that owner's root.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE todo_folders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES todo_profiles (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      description text CHECK (char_length(description) <= 5000),
      ${timestamps},
      UNIQUE (id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX todo_folders_user_id_idx ON todo_folders (user_id, created_at)`.execute(
    db,
  );

  await sql`
    CREATE TABLE todo_folder_members (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      folder_id uuid NOT NULL REFERENCES todo_folders (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES todo_profiles (id) ON DELETE CASCADE,
      level text NOT NULL CHECK (level IN ('view', 'edit', 'manage')),
      ${timestamps},
      UNIQUE (folder_id, user_id)
    )
  `.execute(db);
  // "Folders shared with me" and the shared-todos join start from the member.
  await sql`CREATE INDEX todo_folder_members_user_id_idx ON todo_folder_members (user_id, folder_id)`.execute(
    db,
  );

  await sql`
    CREATE TABLE todos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES todo_profiles (id) ON DELETE CASCADE,
      folder_id uuid,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 500),
      description text CHECK (char_length(description) <= 5000),
      is_complete boolean NOT NULL DEFAULT false,
      ${timestamps},
      FOREIGN KEY (folder_id, user_id) REFERENCES todo_folders (id, user_id)
        ON DELETE SET NULL (folder_id)
    )
  `.execute(db);
  // Own todos (root and own folders) by owner; shared ones by folder.
  await sql`CREATE INDEX todos_user_id_idx ON todos (user_id)`.execute(db);
  await sql`CREATE INDEX todos_folder_id_idx ON todos (folder_id) WHERE folder_id IS NOT NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE todo_user_preferences (
      user_id uuid PRIMARY KEY REFERENCES todo_profiles (id) ON DELETE CASCADE,
      preferences jsonb NOT NULL DEFAULT '{"todoOrder": {}}'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await createKeyChangeFunction(db);
  await addKeyChangeTrigger(db, 'todos', ['id', 'user_id', 'folder_id']);
  await addKeyChangeTrigger(db, 'todo_folders', ['id', 'user_id']);
  await addKeyChangeTrigger(db, 'todo_folder_members', ['id', 'folder_id', 'user_id', 'level']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE todo_user_preferences, todos, todo_folder_members, todo_folders`.execute(db);
  await dropKeyChangeFunction(db);
}

// The realtime triggers, written out here rather than imported so this migration does what
// it did when it shipped, whatever later code says.
/**
 * A trigger function like notify_row_change, but announcing only the columns named as
 * trigger arguments (ids and the columns that decide who may see the row). The payload
 * stays small whatever the row holds, so it is never cut at PostgreSQL's 8000-byte limit,
 * and the realtime hub reads the full row itself once per batch.
 */
async function createKeyChangeFunction(db: Kysely<unknown>): Promise<void> {
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

async function dropKeyChangeFunction(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION notify_row_change_keys()`.execute(db);
}

/** Makes a table announce its changes on `row_change` with only the given columns. */
async function addKeyChangeTrigger(
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
