import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { TodoPreferencesJson } from '../db/schema/tasks-schema.ts';

type Executor = Kysely<DB>;

/** The user's preferences row, created with an empty todoOrder the first time it is read. */
export async function readOrCreatePreferences(
  db: Executor,
  userId: string,
): Promise<TodoPreferencesJson> {
  const existing = await db
    .selectFrom('todo_user_preferences')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return existing.preferences;
  await db
    .insertInto('todo_user_preferences')
    .values({ user_id: userId, preferences: JSON.stringify({ todoOrder: {} }) })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const created = await db
    .selectFrom('todo_user_preferences')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return created.preferences;
}

/** Replaces the todoOrder map, keeping any other preference keys a later feature adds. */
export async function saveTodoOrder(
  db: Executor,
  userId: string,
  todoOrder: Record<string, string[]>,
): Promise<TodoPreferencesJson> {
  const order = JSON.stringify(todoOrder);
  const row = await db
    .insertInto('todo_user_preferences')
    .values({ user_id: userId, preferences: JSON.stringify({ todoOrder }) })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        preferences: sql`todo_user_preferences.preferences || jsonb_build_object('todoOrder', ${order}::jsonb)`,
        updated_at: sql`now()`,
      }),
    )
    .returning('preferences')
    .executeTakeFirstOrThrow();
  return row.preferences;
}
