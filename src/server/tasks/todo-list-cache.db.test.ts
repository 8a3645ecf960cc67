import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todoListSchema } from '../../shared/schemas/tasks-todos.ts';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  clearTasks,
  createSharedFolder,
  signUpRoles,
  type Accounts,
  type SharedFolder,
} from '../testing/tasks-test-fixture.ts';
import { listVisibleTodos } from './todos-repository.ts';

let testApp: TestApp;
/** A second app on the same database: another server process, with a cache of its own. */
let other: FastifyInstance;
let accounts: Accounts;
let fixture: SharedFolder;

beforeAll(async () => {
  testApp = await createTestApp();
  other = await buildApp({ config: testConfig(), database: testApp.database, logger: false });
  await other.ready();
  accounts = await signUpRoles(testApp.app);
});
beforeEach(async () => {
  await clearTasks(testApp.database);
  fixture = await createSharedFolder(testApp.app, accounts);
});
afterAll(async () => {
  await other.close();
  await testApp.close();
});

const list = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/todos', headers });
const titles = (body: string) =>
  (JSON.parse(body) as { todos: { title: string }[] }).todos.map((todo) => todo.title).sort();

describe('the todo list cache', () => {
  it('answers 304 to a matching If-None-Match and a new ETag after any visible change', async () => {
    const first = await list(testApp.app, accounts.viewer.headers);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await list(testApp.app, { ...accounts.viewer.headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The editor's change, through the other process, is the viewer's news at once.
    await caller(other)(accounts.editor, 'PATCH', `/api/todos/${fixture.sharedTodoId}`, {
      title: 'Changed',
    });
    const after = await list(testApp.app, { ...accounts.viewer.headers, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(titles(after.body)).toEqual(['Changed']);
  });

  it('never mixes users: another account with the same If-None-Match gets its own list', async () => {
    const owner = await list(testApp.app, accounts.owner.headers);
    const stranger = await list(testApp.app, {
      ...accounts.stranger.headers,
      'if-none-match': String(owner.headers.etag),
    });
    expect(stranger.statusCode).toBe(200);
    expect(JSON.parse(stranger.body)).toEqual({ todos: [] });
  });

  it('stays correct on both processes through shares, un-shares, moves and deletes', async () => {
    const apps = [testApp.app, other];
    const expectViewer = async (expected: string[]) => {
      for (const app of apps)
        expect(titles((await list(app, accounts.viewer.headers)).body)).toEqual(expected);
    };
    await expectViewer(['Shared task']);
    await caller(other)(accounts.owner, 'POST', '/api/todos', {
      title: 'Second',
      folder_id: fixture.folderId,
    });
    await expectViewer(['Second', 'Shared task']);
    await caller(testApp.app)(
      accounts.owner,
      'DELETE',
      `/api/todo-folders/${fixture.folderId}/sharing/${accounts.viewer.id}`,
    );
    await expectViewer([]);
    await caller(other)(
      accounts.owner,
      'PUT',
      `/api/todo-folders/${fixture.folderId}/sharing/${accounts.viewer.id}`,
      { level: 'view' },
    );
    await expectViewer(['Second', 'Shared task']);
    await caller(testApp.app)(accounts.editor, 'PATCH', `/api/todos/${fixture.sharedTodoId}`, {
      folder_id: null,
    });
    await expectViewer(['Second']);
    await caller(other)(accounts.owner, 'DELETE', `/api/todo-folders/${fixture.folderId}`);
    await expectViewer([]);
  });

  it('sends exactly the shared schema shape, as the zod-serialised endpoints do', async () => {
    // The list is JSON text built by the database, not written by the route's serialiser:
    // hold it to the shared schema, to the rows query, and to what PATCH answers.
    const call = caller(testApp.app);
    await call(accounts.owner, 'POST', '/api/todos', { title: 'Second', description: 'Notes' });
    const patched = await call(accounts.editor, 'PATCH', `/api/todos/${fixture.sharedTodoId}`, {
      is_complete: true,
      description: 'Line one\nline "two" \u00e9',
    });
    expect(patched.statusCode).toBe(200);
    for (const role of ['owner', 'viewer'] as const) {
      const account = accounts[role];
      const response = await list(testApp.app, account.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body: unknown = JSON.parse(response.body);
      // zod drops keys it does not know: equal after parsing means none missing or extra.
      expect(todoListSchema.parse(body)).toEqual(body);
      expect(body).toEqual({ todos: await listVisibleTodos(testApp.database.db, account.id) });
      const shared = todoListSchema.parse(body).todos.find((t) => t.id === fixture.sharedTodoId);
      expect(shared).toEqual(patched.json());
      expect(shared?.shared_with).toHaveLength(3);
    }
  });

  it('serves gzip and brotli copies of the same list', async () => {
    const plain = await list(testApp.app, accounts.owner.headers);
    const gzipped = await testApp.app.inject({
      method: 'GET',
      url: '/api/todos',
      headers: { ...accounts.owner.headers, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/api/todos',
      headers: { ...accounts.owner.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
  });
});
