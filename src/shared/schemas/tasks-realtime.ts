import type { ShareLevel } from '../tasks/share-levels.ts';
import type { Folder } from './tasks-folders.ts';
import type { Todo } from './tasks-todos.ts';

/**
 * What GET /api/realtime sends in each `change` event. Inserts and updates carry the
 * whole row as the list endpoints return it; deletes carry the keys. A row that stops
 * being visible to the reader (moved out of a shared folder, access removed) arrives as
 * a delete, and one that becomes visible as an insert.
 */
export type TaskChange =
  | { table: 'todos'; op: 'insert' | 'update'; row: Todo }
  | { table: 'todos'; op: 'delete'; row: { id: string } }
  | { table: 'todo_folders'; op: 'insert' | 'update'; row: Folder }
  | { table: 'todo_folders'; op: 'delete'; row: { id: string } }
  | {
      table: 'todo_folder_members';
      op: 'insert' | 'update' | 'delete';
      row: { id: string; folder_id: string; user_id: string; level: ShareLevel };
    };

/** Control events beside `change`: see src/server/realtime/realtime-routes.ts. */
export type RealtimeControlEvent = 'ready' | 'heartbeat' | 'resync' | 'closing';
