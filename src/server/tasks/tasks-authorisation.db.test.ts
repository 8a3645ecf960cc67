import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  clearTasks,
  createSharedFolder,
  roles,
  signUpRoles,
  snapshot,
  type Accounts,
  type Role,
  type SharedFolder,
} from '../testing/tasks-test-fixture.ts';

let testApp: TestApp;
let accounts: Accounts;
let fixture: SharedFolder;

beforeAll(async () => {
  testApp = await createTestApp();
  accounts = await signUpRoles(testApp.app);
});
beforeEach(async () => {
  await clearTasks(testApp.database);
  fixture = await createSharedFolder(testApp.app, accounts);
});
afterAll(async () => {
  await testApp.close();
});

type Caller = Role | 'signedOut';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Endpoint {
  name: string;
  method: Method;
  url: (f: SharedFolder, a: Accounts) => string;
  body?: (f: SharedFolder, a: Accounts) => object;
  /** Expected status per caller; signed-out callers always get 401. */
  expect: Record<Role, number>;
  /** Reads change nothing, whatever the status. */
  isRead?: boolean;
}

// The folder rules: view reads; edit changes todos; manage also edits the folder and its
// sharing; only the owner deletes it. Strangers get 404, members without the right 403.
const todoChange = { owner: 200, viewer: 403, editor: 200, manager: 200, stranger: 404 };
const folderManage = { owner: 200, viewer: 403, editor: 403, manager: 200, stranger: 404 };
const everyone200 = { owner: 200, viewer: 200, editor: 200, manager: 200, stranger: 200 };
const membersRead = { owner: 200, viewer: 200, editor: 200, manager: 200, stranger: 404 };

const endpoints: Endpoint[] = [
  { name: 'list todos', method: 'GET', url: () => '/api/todos', expect: everyone200, isRead: true },
  {
    name: 'add a todo to the folder',
    method: 'POST',
    url: () => '/api/todos',
    body: (f) => ({ title: 'New', folder_id: f.folderId }),
    expect: { ...todoChange, owner: 201, editor: 201, manager: 201 },
  },
  {
    name: 'add a todo at their own root',
    method: 'POST',
    url: () => '/api/todos',
    body: () => ({ title: 'Mine' }),
    expect: { owner: 201, viewer: 201, editor: 201, manager: 201, stranger: 201 },
  },
  {
    name: 'restore a deleted todo into the folder (undo)',
    method: 'POST',
    url: () => '/api/todos/restore',
    body: (f) => ({
      todos: [
        {
          id: crypto.randomUUID(),
          title: 'Back again',
          description: null,
          is_complete: false,
          folder_id: f.folderId,
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    }),
    expect: { ...todoChange, owner: 201, editor: 201, manager: 201 },
  },
  {
    name: 'edit a folder todo',
    method: 'PATCH',
    url: (f) => `/api/todos/${f.sharedTodoId}`,
    body: () => ({ title: 'Renamed', description: 'Details' }),
    expect: todoChange,
  },
  {
    name: 'complete a folder todo',
    method: 'PATCH',
    url: (f) => `/api/todos/${f.sharedTodoId}`,
    body: () => ({ is_complete: true }),
    expect: todoChange,
  },
  {
    name: 'move a folder todo to their root',
    method: 'PATCH',
    url: (f) => `/api/todos/${f.sharedTodoId}`,
    body: () => ({ folder_id: null }),
    expect: todoChange,
  },
  {
    name: 'move the owner root todo into the folder',
    method: 'PATCH',
    url: (f) => `/api/todos/${f.rootTodoId}`,
    body: (f) => ({ folder_id: f.folderId }),
    expect: { owner: 200, viewer: 404, editor: 404, manager: 404, stranger: 404 },
  },
  {
    name: 'delete a folder todo',
    method: 'DELETE',
    url: (f) => `/api/todos/${f.sharedTodoId}`,
    expect: { ...todoChange, owner: 204, editor: 204, manager: 204 },
  },
  {
    name: 'delete the owner root todo',
    method: 'DELETE',
    url: (f) => `/api/todos/${f.rootTodoId}`,
    expect: { owner: 204, viewer: 404, editor: 404, manager: 404, stranger: 404 },
  },
  {
    name: 'bulk-complete folder todos',
    method: 'POST',
    url: () => '/api/todos/bulk',
    body: (f) => ({ action: 'set_complete', ids: [f.sharedTodoId], is_complete: true }),
    expect: todoChange,
  },
  {
    name: 'bulk-move a folder todo and the owner root todo to the root',
    method: 'POST',
    url: () => '/api/todos/bulk',
    body: (f) => ({ action: 'move', ids: [f.sharedTodoId, f.rootTodoId], folder_id: null }),
    expect: { owner: 200, viewer: 404, editor: 404, manager: 404, stranger: 404 },
  },
  {
    name: 'bulk-delete folder todos',
    method: 'POST',
    url: () => '/api/todos/bulk',
    body: (f) => ({ action: 'delete', ids: [f.sharedTodoId] }),
    expect: todoChange,
  },
  {
    name: 'list folders',
    method: 'GET',
    url: () => '/api/todo-folders',
    expect: everyone200,
    isRead: true,
  },
  {
    name: 'create a folder',
    method: 'POST',
    url: () => '/api/todo-folders',
    body: () => ({ name: 'Own' }),
    expect: { owner: 201, viewer: 201, editor: 201, manager: 201, stranger: 201 },
  },
  {
    name: 'rename the folder',
    method: 'PATCH',
    url: (f) => `/api/todo-folders/${f.folderId}`,
    body: () => ({ name: 'Renamed', description: 'New words' }),
    expect: folderManage,
  },
  {
    name: 'delete the folder',
    method: 'DELETE',
    url: (f) => `/api/todo-folders/${f.folderId}`,
    expect: { owner: 204, viewer: 403, editor: 403, manager: 403, stranger: 404 },
  },
  {
    name: 'read the sharing',
    method: 'GET',
    url: (f) => `/api/todo-folders/${f.folderId}/sharing`,
    expect: membersRead,
    isRead: true,
  },
  {
    name: 'share with the stranger',
    method: 'PUT',
    url: (f, a) => `/api/todo-folders/${f.folderId}/sharing/${a.stranger.id}`,
    body: () => ({ level: 'view' }),
    expect: folderManage,
  },
  {
    name: 'raise the viewer to edit',
    method: 'PUT',
    url: (f, a) => `/api/todo-folders/${f.folderId}/sharing/${a.viewer.id}`,
    body: () => ({ level: 'edit' }),
    expect: folderManage,
  },
  {
    name: 'remove the editor',
    method: 'DELETE',
    url: (f, a) => `/api/todo-folders/${f.folderId}/sharing/${a.editor.id}`,
    // Removing yourself is leaving, which every member may do.
    expect: { owner: 200, viewer: 403, editor: 200, manager: 200, stranger: 404 },
  },
  {
    name: 'read their preferences',
    method: 'GET',
    url: () => '/api/todo-preferences',
    expect: everyone200,
  },
  {
    name: 'save their preferences',
    method: 'PUT',
    url: () => '/api/todo-preferences',
    body: (f) => ({ todoOrder: { [f.folderId]: [f.sharedTodoId] } }),
    expect: everyone200,
  },
  {
    name: 'list share candidates',
    method: 'GET',
    url: () => '/api/share-candidates',
    expect: everyone200,
    isRead: true,
  },
];

const callers: Caller[] = [...roles, 'signedOut'];

describe.each(endpoints)('$method $name', (endpoint) => {
  it.each(callers)('as %s', async (who) => {
    const call = caller(testApp.app);
    const account = who === 'signedOut' ? null : accounts[who];
    const expected = who === 'signedOut' ? 401 : endpoint.expect[who];
    const before = await snapshot(testApp.database);
    const response = await call(
      account,
      endpoint.method,
      endpoint.url(fixture, accounts),
      endpoint.body?.(fixture, accounts),
    );
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.code).toBeTruthy();
    }
    if (expected >= 400 || endpoint.isRead) {
      expect(await snapshot(testApp.database)).toEqual(before);
    } else {
      expect(await snapshot(testApp.database)).not.toEqual(before);
    }
  });
});

describe('what each caller sees', () => {
  it('lists owned and shared todos and folders, and nothing of anyone else', async () => {
    const call = caller(testApp.app);
    const titles = async (role: Role) =>
      (await call(accounts[role], 'GET', '/api/todos'))
        .json<{ todos: { title: string }[] }>()
        .todos.map((todo) => todo.title)
        .sort();
    expect(await titles('owner')).toEqual(['Private task', 'Shared task']);
    for (const member of ['viewer', 'editor', 'manager'] as const)
      expect(await titles(member)).toEqual(['Shared task']);
    expect(await titles('stranger')).toEqual([]);
    const folders = await call(accounts.stranger, 'GET', '/api/todo-folders');
    expect(folders.json()).toEqual({ folders: [] });
  });
});
