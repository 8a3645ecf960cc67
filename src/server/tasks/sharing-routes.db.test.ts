import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import type { FolderSharing } from '../../shared/schemas/tasks-folders.ts';
import { makeAdmin, signUpAccount } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  clearTasks,
  createSharedFolder,
  signUpRoles,
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
  await testApp.database.db.updateTable('todo_profiles').set({ role: 'user' }).execute();
  fixture = await createSharedFolder(testApp.app, accounts);
});
afterAll(async () => {
  await testApp.close();
});

const emails = (body: { candidates: { email: string }[] }) =>
  body.candidates.map((candidate) => candidate.email).sort();

describe('sharing', () => {
  it('returns shared_with and can_edit as the spec names them, with members and levels', async () => {
    const sharing = (
      await call(accounts.viewer, 'GET', `/api/todo-folders/${fixture.folderId}/sharing`)
    ).json<FolderSharing>();
    expect(sharing.shared_with.sort()).toEqual(
      [accounts.viewer.id, accounts.editor.id, accounts.manager.id].sort(),
    );
    expect(sharing.can_edit.sort()).toEqual([accounts.editor.id, accounts.manager.id].sort());
    expect(sharing.can_manage).toEqual([accounts.manager.id]);
    expect(sharing.members.map((member) => [member.email, member.level])).toEqual([
      ['editor@tasks.example.com', 'edit'],
      ['manager@tasks.example.com', 'manage'],
      ['viewer@tasks.example.com', 'view'],
    ]);
  });

  it('changes a level and removes access, which takes the folder todos away at once', async () => {
    const url = `/api/todo-folders/${fixture.folderId}/sharing/${accounts.viewer.id}`;
    const raised = await call(accounts.manager, 'PUT', url, { level: 'edit' });
    expect(raised.json<FolderSharing>().can_edit).toContain(accounts.viewer.id);
    expect(
      (
        await call(accounts.viewer, 'PATCH', `/api/todos/${fixture.sharedTodoId}`, {
          is_complete: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(accounts.owner, 'DELETE', url)).statusCode).toBe(200);
    expect((await call(accounts.viewer, 'GET', '/api/todos')).json()).toEqual({ todos: [] });
    expect(
      (await call(accounts.viewer, 'GET', `/api/todo-folders/${fixture.folderId}/sharing`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses sharing with the owner or oneself, and with an unknown account', async () => {
    const base = `/api/todo-folders/${fixture.folderId}/sharing`;
    const toOwner = await call(accounts.manager, 'PUT', `${base}/${accounts.owner.id}`, {
      level: 'view',
    });
    expect(toOwner.statusCode).toBe(400);
    expect(toOwner.json().error.message).toBe(messages.tasks.shareSelf);
    const unknown = await call(accounts.owner, 'PUT', `${base}/${crypto.randomUUID()}`, {
      level: 'view',
    });
    expect(unknown.statusCode).toBe(404);
    const badLevel = await call(accounts.owner, 'PUT', `${base}/${accounts.stranger.id}`, {
      level: 'admin',
    });
    expect(badLevel.statusCode).toBe(400);
  });
});

describe('share candidates', () => {
  it('offers a non-admin only the people they already collaborate with', async () => {
    const outsider = await signUpAccount(testApp.app, `outsider-${Date.now()}@example.com`);
    const body = (await call(accounts.viewer, 'GET', '/api/share-candidates')).json();
    expect(emails(body)).toEqual([
      'editor@tasks.example.com',
      'manager@tasks.example.com',
      'owner@tasks.example.com',
    ]);
    expect(emails((await call(accounts.stranger, 'GET', '/api/share-candidates')).json())).toEqual(
      [],
    );
    // An exact address finds that one account, whoever asks; a near miss finds nothing.
    const exact = await call(
      accounts.stranger,
      'GET',
      `/api/share-candidates?email=${encodeURIComponent(outsider.email.toUpperCase())}`,
    );
    expect(exact.json()).toEqual({ candidates: [{ id: outsider.id, email: outsider.email }] });
    const partial = await call(
      accounts.stranger,
      'GET',
      '/api/share-candidates?email=outsider%40example.com',
    );
    expect(partial.json()).toEqual({ candidates: [] });
    const self = await call(
      accounts.stranger,
      'GET',
      `/api/share-candidates?email=${encodeURIComponent(accounts.stranger.email)}`,
    );
    expect(self.json()).toEqual({ candidates: [] });
  });

  it('lets an admin list up to 100 profiles, excluding themselves', async () => {
    await makeAdmin(testApp.database, accounts.stranger);
    const body = (await call(accounts.stranger, 'GET', '/api/share-candidates')).json();
    expect(emails(body)).toContain('owner@tasks.example.com');
    expect(emails(body)).not.toContain('stranger@tasks.example.com');
    expect(body.candidates.length).toBeLessThanOrEqual(100);
  });

  it('refuses a malformed address', async () => {
    const response = await call(accounts.owner, 'GET', '/api/share-candidates?email=nope');
    expect(response.statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it('creates an empty todoOrder on first read and keeps what is saved', async () => {
    expect((await call(accounts.owner, 'GET', '/api/todo-preferences')).json()).toEqual({
      todoOrder: {},
    });
    const order = {
      root: [fixture.rootTodoId, fixture.rootTodoId],
      [fixture.folderId]: [fixture.sharedTodoId],
    };
    const saved = await call(accounts.owner, 'PUT', '/api/todo-preferences', { todoOrder: order });
    expect(saved.json()).toEqual({
      todoOrder: { root: [fixture.rootTodoId], [fixture.folderId]: [fixture.sharedTodoId] },
    });
    expect((await call(accounts.owner, 'GET', '/api/todo-preferences')).json()).toEqual(
      saved.json(),
    );
    // Each user keeps their own order.
    expect((await call(accounts.viewer, 'GET', '/api/todo-preferences')).json()).toEqual({
      todoOrder: {},
    });
  });

  it('refuses keys that are not folders and unknown fields', async () => {
    const bad = await call(accounts.owner, 'PUT', '/api/todo-preferences', {
      todoOrder: { inbox: [] },
    });
    expect(bad.statusCode).toBe(400);
    const extra = await call(accounts.owner, 'PUT', '/api/todo-preferences', {
      todoOrder: {},
      theme: 'dark',
    });
    expect(extra.statusCode).toBe(400);
  });
});
