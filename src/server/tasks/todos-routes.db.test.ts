import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import type { Todo } from '../../shared/schemas/tasks-todos.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  clearTasks,
  createSharedFolder,
  signUpRoles,
  snapshot,
  type Accounts,
  type SharedFolder,
} from '../testing/tasks-test-fixture.ts';

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

const todosOf = async (role: keyof Accounts) =>
  (await call(accounts[role], 'GET', '/api/todos')).json<{ todos: Todo[] }>().todos;

describe('todos', () => {
  it('creates a todo with trimmed text, the folder sharing, and US-sortable ISO timestamps', async () => {
    const response = await call(accounts.editor, 'POST', '/api/todos', {
      title: '  Write brief ',
      description: '   ',
      folder_id: fixture.folderId,
    });
    expect(response.statusCode).toBe(201);
    const todo = response.json<Todo>();
    expect(todo).toMatchObject({
      title: 'Write brief',
      description: null,
      is_complete: false,
      folder_id: fixture.folderId,
      // A todo belongs to the owner of its place: here, the folder's owner.
      user_id: accounts.owner.id,
    });
    expect(todo.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect([...todo.shared_with].sort()).toEqual(
      [accounts.viewer.id, accounts.editor.id, accounts.manager.id].sort(),
    );
    expect([...todo.can_edit].sort()).toEqual([accounts.editor.id, accounts.manager.id].sort());
    const listed = (await todosOf('viewer')).find((item) => item.id === todo.id);
    expect(listed).toEqual(todo);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title', messages.validation.required('Title')],
    [
      'a 501-character title',
      { title: 'x'.repeat(501) },
      'title',
      'Title must be at most 500 characters',
    ],
    [
      'a 5,001-character description',
      { title: 'ok', description: 'x'.repeat(5001) },
      'description',
      'Description must be at most 5000 characters',
    ],
    ['an unknown field', { title: 'ok', user_id: randomUUID() }, '', ''],
    ['a malformed folder id', { title: 'ok', folder_id: 'nope' }, 'folder_id', ''],
  ])('refuses %s with a 400 and stores nothing', async (_case, body, field, message) => {
    const before = await snapshot(testApp.database);
    const response = await call(accounts.owner, 'POST', '/api/todos', body);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('validation_failed');
    if (message) expect(error.details).toContainEqual({ field, message });
    expect(await snapshot(testApp.database)).toEqual(before);
  });

  it('accepts the longest title and description', async () => {
    const response = await call(accounts.owner, 'POST', '/api/todos', {
      title: 't'.repeat(500),
      description: 'd'.repeat(5000),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown todo and 400 for an empty change', async () => {
    expect(
      (await call(accounts.owner, 'PATCH', `/api/todos/${randomUUID()}`, { is_complete: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(accounts.owner, 'PATCH', `/api/todos/${fixture.rootTodoId}`, {})).statusCode,
    ).toBe(400);
  });

  it('stops showing a todo to the folder members once it moves out of the folder', async () => {
    const moved = await call(accounts.editor, 'PATCH', `/api/todos/${fixture.sharedTodoId}`, {
      folder_id: null,
    });
    expect(moved.statusCode).toBe(200);
    // Moved to the editor's own root: it is now the editor's, and no one else's.
    expect(moved.json()).toMatchObject({
      folder_id: null,
      user_id: accounts.editor.id,
      shared_with: [],
    });
    expect((await todosOf('viewer')).map((todo) => todo.id)).not.toContain(fixture.sharedTodoId);
    expect((await todosOf('owner')).map((todo) => todo.id)).not.toContain(fixture.sharedTodoId);
    expect((await todosOf('editor')).map((todo) => todo.id)).toContain(fixture.sharedTodoId);
  });
});

describe('bulk changes', () => {
  it('completes, moves and deletes a set of todos', async () => {
    const ids: string[] = [];
    for (const title of ['a', 'b', 'c'])
      ids.push((await call(accounts.owner, 'POST', '/api/todos', { title })).json<Todo>().id);
    const done = await call(accounts.owner, 'POST', '/api/todos/bulk', {
      action: 'set_complete',
      ids,
      is_complete: true,
    });
    expect(done.json<{ todos: Todo[] }>().todos.every((todo) => todo.is_complete)).toBe(true);
    const moved = await call(accounts.owner, 'POST', '/api/todos/bulk', {
      action: 'move',
      ids,
      folder_id: fixture.folderId,
    });
    expect(moved.statusCode).toBe(200);
    expect((await todosOf('viewer')).filter((todo) => ids.includes(todo.id))).toHaveLength(3);
    const deleted = await call(accounts.editor, 'POST', '/api/todos/bulk', {
      action: 'delete',
      ids,
    });
    expect(deleted.json()).toEqual({ todos: [], deleted_ids: expect.arrayContaining(ids) });
    expect((await todosOf('owner')).filter((todo) => ids.includes(todo.id))).toHaveLength(0);
  });

  it.each(['set_complete', 'move', 'delete'] as const)(
    '%s with one foreign id changes nothing at all',
    async (action) => {
      const mine = (
        await call(accounts.stranger, 'POST', '/api/todos', { title: 'mine' })
      ).json<Todo>();
      const before = await snapshot(testApp.database);
      const ids = [mine.id, fixture.rootTodoId];
      const body =
        action === 'move'
          ? { action, ids, folder_id: null }
          : action === 'set_complete'
            ? { action, ids, is_complete: true }
            : { action, ids };
      const response = await call(accounts.stranger, 'POST', '/api/todos/bulk', body);
      expect(response.statusCode).toBe(404);
      expect(await snapshot(testApp.database)).toEqual(before);
    },
  );

  it('refuses a move into a folder the caller may only view, changing nothing', async () => {
    const mine = (
      await call(accounts.viewer, 'POST', '/api/todos', { title: 'mine' })
    ).json<Todo>();
    const before = await snapshot(testApp.database);
    const response = await call(accounts.viewer, 'POST', '/api/todos/bulk', {
      action: 'move',
      ids: [mine.id],
      folder_id: fixture.folderId,
    });
    expect(response.statusCode).toBe(403);
    expect(await snapshot(testApp.database)).toEqual(before);
  });

  it('takes at most 1,000 ids per call and refuses unknown fields', async () => {
    const ids = Array.from({ length: 1001 }, () => randomUUID());
    const tooMany = await call(accounts.owner, 'POST', '/api/todos/bulk', {
      action: 'delete',
      ids,
    });
    expect(tooMany.statusCode).toBe(400);
    const extra = await call(accounts.owner, 'POST', '/api/todos/bulk', {
      action: 'delete',
      ids: [fixture.rootTodoId],
      force: true,
    });
    expect(extra.statusCode).toBe(400);
    expect((await todosOf('owner')).map((todo) => todo.id)).toContain(fixture.rootTodoId);
  });
});

describe('folder delete', () => {
  it('moves every todo of the folder to the owner root and ends the sharing', async () => {
    const byEditor = (
      await call(accounts.editor, 'POST', '/api/todos', {
        title: 'by editor',
        folder_id: fixture.folderId,
      })
    ).json<Todo>();
    const response = await call(accounts.owner, 'DELETE', `/api/todo-folders/${fixture.folderId}`);
    expect(response.statusCode).toBe(204);
    const owned = await todosOf('owner');
    for (const id of [byEditor.id, fixture.sharedTodoId])
      expect(owned.find((todo) => todo.id === id)).toMatchObject({
        folder_id: null,
        shared_with: [],
      });
    expect(await todosOf('editor')).toEqual([]);
    const members = await testApp.database.db
      .selectFrom('todo_folder_members')
      .selectAll()
      .execute();
    expect(members).toEqual([]);
  });
});
