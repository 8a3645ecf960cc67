import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Todo } from '../../shared/schemas/tasks-todos.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  clearTasks,
  createSharedFolder,
  signUpRoles,
  snapshot,
  type Accounts,
  type Role,
  type SharedFolder,
} from '../testing/tasks-test-fixture.ts';

/** Undo of a delete: POST /api/todos/restore puts todos back as they were. */
let testApp: TestApp;
let accounts: Accounts;
let fixture: SharedFolder;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  testApp = await createTestApp();
  accounts = await signUpRoles(testApp.app);
  call = caller(testApp.app);
});
beforeEach(async () => {
  await clearTasks(testApp.database);
  fixture = await createSharedFolder(testApp.app, accounts);
});
afterAll(async () => {
  await testApp.close();
});

const todosOf = async (role: Role) =>
  (await call(accounts[role], 'GET', '/api/todos')).json<{ todos: Todo[] }>().todos;

/** What the screen keeps of a todo it deletes, to put it back. */
const restorable = ({ id, title, description, is_complete, folder_id, created_at }: Todo) => ({
  id,
  title,
  description,
  is_complete,
  folder_id,
  created_at,
});

async function deleteSharedTodo(): Promise<Todo> {
  const before = (await todosOf('owner')).find((todo) => todo.id === fixture.sharedTodoId)!;
  await call(accounts.owner, 'PATCH', `/api/todos/${before.id}`, { is_complete: true });
  const deleted = { ...before, is_complete: true };
  const response = await call(accounts.editor, 'DELETE', `/api/todos/${before.id}`);
  expect(response.statusCode).toBe(204);
  return deleted;
}

describe('restoring deleted todos', () => {
  it('puts a todo back with its id, folder, completion, date, owner and sharing', async () => {
    const deleted = await deleteSharedTodo();
    const response = await call(accounts.editor, 'POST', '/api/todos/restore', {
      todos: [restorable(deleted)],
    });
    expect(response.statusCode).toBe(201);
    const [restored] = response.json<{ todos: Todo[] }>().todos;
    expect(restored).toMatchObject({
      id: deleted.id,
      folder_id: fixture.folderId,
      user_id: accounts.owner.id,
      is_complete: true,
      created_at: deleted.created_at,
    });
    expect([...restored!.shared_with].sort()).toEqual([...deleted.shared_with].sort());
    // Every member sees it again, through the same list as before.
    expect((await todosOf('viewer')).map((todo) => todo.id)).toContain(deleted.id);
  });

  it('restores a bulk delete, all at once, and refuses a second restore (409)', async () => {
    const todos = await todosOf('owner');
    await call(accounts.owner, 'POST', '/api/todos/bulk', {
      action: 'delete',
      ids: todos.map((todo) => todo.id),
    });
    const body = { todos: todos.map(restorable) };
    const first = await call(accounts.owner, 'POST', '/api/todos/restore', body);
    expect(first.statusCode).toBe(201);
    expect((await todosOf('owner')).map((todo) => todo.id).sort()).toEqual(
      todos.map((todo) => todo.id).sort(),
    );
    const before = await snapshot(testApp.database);
    const again = await call(accounts.owner, 'POST', '/api/todos/restore', body);
    expect(again.statusCode).toBe(409);
    expect(await snapshot(testApp.database)).toEqual(before);
  });

  it.each<[Role | 'signed out', number]>([
    ['owner', 201],
    ['manager', 201],
    ['editor', 201],
    ['viewer', 403],
    ['stranger', 404],
    ['signed out', 401],
  ])('into a shared folder: %s gets %i', async (role, status) => {
    const deleted = await deleteSharedTodo();
    const before = await snapshot(testApp.database);
    const response = await call(
      role === 'signed out' ? null : accounts[role],
      'POST',
      '/api/todos/restore',
      { todos: [restorable(deleted)] },
    );
    expect(response.statusCode).toBe(status);
    if (status !== 201) expect(await snapshot(testApp.database)).toEqual(before);
  });

  it("puts a root todo at the caller's own root, never someone else's", async () => {
    const root = (await todosOf('owner')).find((todo) => todo.id === fixture.rootTodoId)!;
    await call(accounts.owner, 'DELETE', `/api/todos/${root.id}`);
    const response = await call(accounts.stranger, 'POST', '/api/todos/restore', {
      todos: [restorable(root)],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ todos: Todo[] }>().todos[0]?.user_id).toBe(accounts.stranger.id);
    expect((await todosOf('owner')).map((todo) => todo.id)).not.toContain(root.id);
  });

  it('refuses bad input and a creation date in the future is clamped', async () => {
    const root = (await todosOf('owner')).find((todo) => todo.id === fixture.rootTodoId)!;
    const empty = await call(accounts.owner, 'POST', '/api/todos/restore', { todos: [] });
    expect(empty.statusCode).toBe(400);
    const blank = await call(accounts.owner, 'POST', '/api/todos/restore', {
      todos: [{ ...restorable(root), title: ' ' }],
    });
    expect(blank.statusCode).toBe(400);
    await call(accounts.owner, 'DELETE', `/api/todos/${root.id}`);
    const future = await call(accounts.owner, 'POST', '/api/todos/restore', {
      todos: [{ ...restorable(root), created_at: '2999-01-01T00:00:00.000Z' }],
    });
    expect(future.statusCode).toBe(201);
    const [restored] = future.json<{ todos: Todo[] }>().todos;
    expect(Date.parse(restored!.created_at)).toBeLessThanOrEqual(Date.now());
  });
});
