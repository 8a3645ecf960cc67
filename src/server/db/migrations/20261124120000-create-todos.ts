import { sql, type Kysely } from 'kysely';
import {
  addKeyChangeTrigger,
  createKeyChangeFunction,
  dropKeyChangeFunction,
} from '../../realtime/key-change-trigger.ts';

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
