import type { Kysely } from 'kysely';
import { canChangeTodos, type FolderAccess } from '../../shared/tasks/share-levels.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { lockFolderStandings, type FolderStanding } from './folders-repository.ts';
import type { TodoPlace } from './todos-repository.ts';

/** API wording of refusals; the screen shows the spec's toasts instead. */
export const accessErrors = {
  todoNotFound: () => AppError.notFound('Todo not found'),
  folderNotFound: () => AppError.notFound('Folder not found'),
  readOnly: () => AppError.forbidden('You can view this folder but not change it'),
  manageOnly: () => AppError.forbidden('Only the owner or a manager can change this folder'),
  ownerOnly: () => AppError.forbidden('Only the folder owner can delete it'),
};

export function accessOf(
  standing: FolderStanding | undefined,
  userId: string,
): FolderAccess | null {
  if (!standing) return null;
  return standing.user_id === userId ? 'owner' : standing.level;
}

/** The caller's access to one folder; a folder they may not see is a 404. */
export async function requireFolderAccess(
  db: Kysely<DB>,
  folderId: string,
  userId: string,
): Promise<{ access: FolderAccess; ownerId: string }> {
  const [standing] = await lockFolderStandings(db, [folderId], userId);
  const access = accessOf(standing, userId);
  if (!standing || !access) throw accessErrors.folderNotFound();
  return { access, ownerId: standing.user_id };
}

/**
 * Where todos may be put: the caller's own root, or a folder where they may change
 * todos. Todos there belong to the place's owner.
 */
export async function requireDestination(
  db: Kysely<DB>,
  folderId: string | null,
  userId: string,
): Promise<{ folderId: string | null; ownerId: string }> {
  if (folderId === null) return { folderId: null, ownerId: userId };
  const { access, ownerId } = await requireFolderAccess(db, folderId, userId);
  if (!canChangeTodos(access)) throw accessErrors.readOnly();
  return { folderId, ownerId };
}

/**
 * Checks that the caller may change every one of these (locked) todos. Any id the caller
 * may not see is a 404, so existence never leaks; then any read-only one is a 403.
 */
export async function requireChangeable(
  db: Kysely<DB>,
  requestedIds: readonly string[],
  places: readonly TodoPlace[],
  userId: string,
): Promise<void> {
  const found = new Set(places.map((place) => place.id));
  if (requestedIds.some((id) => !found.has(id))) throw accessErrors.todoNotFound();
  const folderIds = [...new Set(places.flatMap((place) => place.folder_id ?? []))];
  const standings = new Map(
    (await lockFolderStandings(db, folderIds, userId)).map((standing) => [standing.id, standing]),
  );
  let readOnly = false;
  for (const place of places) {
    const access =
      place.folder_id === null
        ? place.user_id === userId
          ? 'owner'
          : null
        : accessOf(standings.get(place.folder_id), userId);
    if (!access) throw accessErrors.todoNotFound();
    if (!canChangeTodos(access)) readOnly = true;
  }
  if (readOnly) throw accessErrors.readOnly();
}
