import type { Kysely } from 'kysely';
import type { TodoPreferences } from '../../shared/schemas/tasks-preferences.ts';
import type { DB } from '../db/schema/schema.ts';
import { readOrCreatePreferences, saveTodoOrder } from './preferences-repository.ts';

interface Caller {
  db: Kysely<DB>;
  userId: string;
}

export async function getPreferences({ db, userId }: Caller): Promise<TodoPreferences> {
  const preferences = await readOrCreatePreferences(db, userId);
  return { todoOrder: preferences.todoOrder ?? {} };
}

/**
 * Saves the user's order. Only the shape is checked here: the order is the user's own
 * arrangement and reveals nothing, and the screen drops ids it cannot see when it reads
 * it back. Repeated ids are kept once, at their first place.
 */
export async function savePreferences({
  db,
  userId,
  preferences,
}: Caller & { preferences: TodoPreferences }): Promise<TodoPreferences> {
  const todoOrder = Object.fromEntries(
    Object.entries(preferences.todoOrder)
      .map(
        ([key, ids]) =>
          [key, [...new Set(ids.map((id) => id.toLowerCase()))]] satisfies [string, string[]],
      )
      .filter(([, ids]) => ids.length > 0),
  );
  const saved = await saveTodoOrder(db, userId, todoOrder);
  return { todoOrder: saved.todoOrder };
}
