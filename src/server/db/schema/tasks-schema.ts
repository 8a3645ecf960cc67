import type { ColumnType, Generated } from 'kysely';
import type { ShareLevel } from '../../../shared/tasks/share-levels.ts';
import type { Timestamp } from './column-types.ts';

/** Tables of the task manager (migration 20261124120000-create-todos). */

export interface TodoFoldersTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per person a folder is shared with; its level decides what they may do. */
export interface TodoFolderMembersTable {
  id: Generated<string>;
  folder_id: string;
  user_id: string;
  level: ShareLevel;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TodosTable {
  id: Generated<string>;
  /** The owner of the todo's place: the folder's owner, or the user whose root it is in. */
  user_id: string;
  /** Who added it (migration 20261205090000); null once that account is deleted. */
  created_by: string | null;
  folder_id: string | null;
  title: string;
  description: string | null;
  is_complete: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TodoPreferencesJson {
  todoOrder: Record<string, string[]>;
}

export interface TodoUserPreferencesTable {
  user_id: string;
  preferences: ColumnType<TodoPreferencesJson, string, string>;
  updated_at: Timestamp;
}

/** Bumped with every change to what the user can see (migration 20261124120100). */
export interface TodoListVersionsTable {
  user_id: string;
  version: ColumnType<string, never, never>;
}

export interface TaskTables {
  todo_folders: TodoFoldersTable;
  todo_folder_members: TodoFolderMembersTable;
  todos: TodosTable;
  todo_user_preferences: TodoUserPreferencesTable;
  todo_list_versions: TodoListVersionsTable;
}
