import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import {
  stringField,
  type Delivery,
  type Interest,
  type RowChangeNotice,
  type TableRoute,
} from '../realtime/table-route.ts';
import { FolderAudience, readersOf, type FolderAudienceEntry } from './folder-audience.ts';
import { findFolderViews } from './folders-repository.ts';
import { findTodoViews } from './todos-repository.ts';

type Keys = Record<string, unknown> | null;

/** Who may see a todo with these keys: its root's owner, or its folder's owner and members. */
function todoReaders(keys: Keys, folders: Map<string, FolderAudienceEntry | null>): Set<string> {
  if (!keys) return new Set();
  const folderId = stringField(keys, 'folder_id');
  const owner = stringField(keys, 'user_id');
  if (folderId) return new Set(readersOf(folders.get(folderId)));
  return new Set(owner ? [owner] : []);
}

function difference(left: Set<string>, right: Set<string>): string[] {
  return [...left].filter((id) => !right.has(id));
}

/**
 * Splits one change into what each reader sees: an update for those who could see the
 * row before and after, an insert for those who gained it, a delete for those who lost it.
 */
function splitByVisibility<Row>(
  id: string,
  before: Set<string>,
  after: Set<string>,
  row: Row | undefined,
  table: string,
): Delivery[] {
  const deliveries: Delivery[] = [];
  const lost = difference(before, after);
  if (lost.length > 0)
    deliveries.push({ userIds: lost, change: { table, op: 'delete', row: { id } } });
  if (row === undefined) return deliveries;
  const kept = [...after].filter((userId) => before.has(userId));
  const gained = difference(after, before);
  if (kept.length > 0) deliveries.push({ userIds: kept, change: { table, op: 'update', row } });
  if (gained.length > 0) deliveries.push({ userIds: gained, change: { table, op: 'insert', row } });
  return deliveries;
}

function todosRoute(db: Kysely<DB>, audience: FolderAudience): TableRoute {
  return {
    table: 'todos',
    async route(changes: readonly RowChangeNotice[], interest: Interest) {
      if (!interest.any) return [];
      const folderIds = changes.flatMap((change) =>
        [stringField(change.new, 'folder_id'), stringField(change.old, 'folder_id')].flatMap(
          (id) => id ?? [],
        ),
      );
      const folders = await audience.get(folderIds);
      const readers = changes.map((change) => ({
        change,
        id: stringField(change.new, 'id') ?? stringField(change.old, 'id') ?? '',
        before: todoReaders(change.old, folders),
        after: todoReaders(change.new, folders),
      }));
      const toLoad = readers
        .filter(({ after }) => [...after].some((userId) => interest.wants(userId)))
        .map(({ id }) => id);
      const rows = new Map(
        (await findTodoViews(db, [...new Set(toLoad)])).map((row) => [row.id, row]),
      );
      return readers.flatMap(({ id, before, after }) =>
        splitByVisibility(id, before, after, rows.get(id), 'todos'),
      );
    },
  };
}

/** Folder rows: visible to the owner and members; sharing changes come through the members route. */
function foldersRoute(db: Kysely<DB>, audience: FolderAudience): TableRoute {
  return {
    table: 'todo_folders',
    async route(changes, interest) {
      const ids = changes.map((change) => stringField(change.new ?? change.old, 'id') ?? '');
      const deletedIds = ids.filter((_, index) => changes[index]?.op === 'DELETE');
      // Readers before a delete come from the cache as it stood; then the folder is forgotten.
      const folders = interest.any ? await audience.get(ids) : new Map();
      for (const id of deletedIds) audience.forget(id);
      if (!interest.any) return [];
      const rows = new Map((await findFolderViews(db, ids)).map((row) => [row.id, row]));
      return changes.flatMap((change, index): Delivery[] => {
        const id = ids[index] ?? '';
        const readers = new Set(readersOf(folders.get(id)));
        const owner = stringField(change.new ?? change.old, 'user_id');
        if (owner) readers.add(owner);
        if (change.op === 'DELETE')
          return [
            { userIds: readers, change: { table: 'todo_folders', op: 'delete', row: { id } } },
          ];
        const row = rows.get(id);
        if (!row) return [];
        const op = change.op === 'INSERT' ? 'insert' : 'update';
        return [{ userIds: readers, change: { table: 'todo_folders', op, row } }];
      });
    },
  };
}

/**
 * Sharing changes. Everyone on the folder before or after hears of the membership change
 * (the screen refetches what it shows), a new member gets the folder, and a removed one
 * loses it: from here on, the folder's changes are routed without them.
 */
function membersRoute(db: Kysely<DB>, audience: FolderAudience): TableRoute {
  return {
    table: 'todo_folder_members',
    async route(changes, interest) {
      const folderIds = changes.map(
        (change) => stringField(change.new ?? change.old, 'folder_id') ?? '',
      );
      const before = interest.any ? await audience.get(folderIds) : new Map();
      for (const id of folderIds) audience.forget(id);
      if (!interest.any) return [];
      const after = await audience.get(folderIds);
      const folders = new Map((await findFolderViews(db, folderIds)).map((row) => [row.id, row]));
      const deliveries: Delivery[] = [];
      changes.forEach((change, index) => {
        const folderId = folderIds[index] ?? '';
        const memberId = stringField(change.new ?? change.old, 'user_id') ?? '';
        const wasReader = new Set(readersOf(before.get(folderId)));
        const isReader = new Set(readersOf(after.get(folderId)));
        // Whatever the cache held, this change itself says on which side the member is.
        if (change.op === 'DELETE') {
          wasReader.add(memberId);
          isReader.delete(memberId);
        } else if (change.op === 'INSERT') {
          wasReader.delete(memberId);
          isReader.add(memberId);
        }
        const everyone = new Set([...wasReader, ...isReader, memberId]);
        const op = change.op === 'INSERT' ? 'insert' : change.op === 'UPDATE' ? 'update' : 'delete';
        deliveries.push({
          userIds: everyone,
          change: { table: 'todo_folder_members', op, row: change.new ?? change.old },
        });
        deliveries.push(
          ...splitByVisibility(
            folderId,
            wasReader,
            isReader,
            folders.get(folderId),
            'todo_folders',
          ),
        );
      });
      return deliveries;
    },
  };
}

/** The realtime routes of the task manager, sharing one folder-audience cache. */
export function taskTableRoutes(db: Kysely<DB>): TableRoute[] {
  const audience = new FolderAudience(db);
  return [todosRoute(db, audience), foldersRoute(db, audience), membersRoute(db, audience)];
}
