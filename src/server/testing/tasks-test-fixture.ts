import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { signUpAccount, type TestAccount } from './test-accounts.ts';
import type { ShareLevel } from '../../shared/tasks/share-levels.ts';

export type Role = 'owner' | 'viewer' | 'editor' | 'manager' | 'stranger';
export const roles: readonly Role[] = ['owner', 'viewer', 'editor', 'manager', 'stranger'];

export type Accounts = Record<Role, TestAccount>;

/** One account per role (sign-up hashes a password, so a file makes them once). */
export async function signUpRoles(app: FastifyInstance): Promise<Accounts> {
  const entries = [];
  for (const role of roles)
    entries.push([role, await signUpAccount(app, `${role}@tasks.example.com`)]);
  return Object.fromEntries(entries) as Accounts;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function caller(app: FastifyInstance) {
  return (account: TestAccount | null, method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: account ? account.headers : {},
      ...(payload ? { payload } : {}),
    });
}

export async function clearTasks(database: Database): Promise<void> {
  await database.db.deleteFrom('todos').execute();
  await database.db.deleteFrom('todo_folders').execute();
  await database.db.deleteFrom('todo_user_preferences').execute();
}

export interface SharedFolder {
  folderId: string;
  /** A todo in the shared folder. */
  sharedTodoId: string;
  /** A todo at the owner's root, visible to the owner only. */
  rootTodoId: string;
}

/** The owner's folder shared at each level, with one todo in it and one at the owner's root. */
export async function createSharedFolder(
  app: FastifyInstance,
  accounts: Accounts,
): Promise<SharedFolder> {
  const call = caller(app);
  const folder = await call(accounts.owner, 'POST', '/api/todo-folders', { name: 'Launch' });
  const folderId = folder.json<{ id: string }>().id;
  const levels: [Role, ShareLevel][] = [
    ['viewer', 'view'],
    ['editor', 'edit'],
    ['manager', 'manage'],
  ];
  for (const [role, level] of levels) {
    const shared = await call(
      accounts.owner,
      'PUT',
      `/api/todo-folders/${folderId}/sharing/${accounts[role].id}`,
      { level },
    );
    if (shared.statusCode !== 200) throw new Error(`share failed: ${shared.body}`);
  }
  const shared = await call(accounts.owner, 'POST', '/api/todos', {
    title: 'Shared task',
    folder_id: folderId,
  });
  const root = await call(accounts.owner, 'POST', '/api/todos', { title: 'Private task' });
  return {
    folderId,
    sharedTodoId: shared.json<{ id: string }>().id,
    rootTodoId: root.json<{ id: string }>().id,
  };
}

/** Everything the task tables hold, to prove a refused call changed nothing. */
export async function snapshot(database: Database): Promise<unknown> {
  const { db } = database;
  return {
    todos: await db.selectFrom('todos').selectAll().orderBy('id').execute(),
    folders: await db.selectFrom('todo_folders').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('todo_folder_members').selectAll().orderBy('id').execute(),
    preferences: await db
      .selectFrom('todo_user_preferences')
      .selectAll()
      .orderBy('user_id')
      .execute(),
  };
}
