import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import {
  payLocalCheckout,
  startSignedInCheckout,
} from '../testing/billing/billing-test-fixture.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Issue 18: Download my data and Delete my account. */
const password = 'Crm-test-passphrase-42';
let testApp: TestApp;
let counter = 0;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
const newAccount = (name: string) => {
  counter += 1;
  return signUpAccount(testApp.app, `${name}-${counter}@account-data.example.com`);
};
const call = (
  account: TestAccount | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  testApp.app.inject({
    method,
    url,
    headers: account ? account.headers : {},
    ...(payload ? { payload } : {}),
  });

/** Ada: a folder shared with a manager and a viewer, a private folder, a client, a plan. */
async function seedAda() {
  const [ada, manager, viewer] = [
    await newAccount('ada'),
    await newAccount('manager'),
    await newAccount('viewer'),
  ];
  const team = (await call(ada, 'POST', '/api/todo-folders', { name: 'Team' })).json<{
    id: string;
  }>().id;
  const secret = (await call(ada, 'POST', '/api/todo-folders', { name: 'Private' })).json<{
    id: string;
  }>().id;
  await call(ada, 'PUT', `/api/todo-folders/${team}/sharing/${manager.id}`, { level: 'manage' });
  await call(ada, 'PUT', `/api/todo-folders/${team}/sharing/${viewer.id}`, { level: 'view' });
  await call(ada, 'POST', '/api/todos', { title: 'Team task', folder_id: team });
  await call(ada, 'POST', '/api/todos', { title: 'Private task', folder_id: secret });
  await call(ada, 'POST', '/api/todos', { title: 'Root task' });
  const client = (await call(ada, 'POST', '/api/clients', { name: 'Acme' })).json<{
    id: string;
  }>();
  await db()
    .insertInto('communications')
    .values({ client_id: client.id, user_id: ada.id, type: 'sms', content: 'Hello Acme' })
    .execute();
  const started = await startSignedInCheckout(testApp.app, ada, 'momentum');
  await payLocalCheckout(testApp.app, started.json<{ url: string }>().url);
  return { ada, manager, viewer, team, secret };
}

describe('Download my data', () => {
  it('gives one JSON file of profile, tasks, folders, preferences, clients, messages, orders', async () => {
    const { ada } = await seedAda();
    await db()
      .insertInto('newsletter_subscribers')
      .values({ email: ada.email.toLowerCase(), source: 'sign-up form', status: 'confirmed' })
      .execute();
    // A refund the studio made is part of the person's record too.
    const refundedAt = new Date('2026-11-20T10:00:00Z');
    await db()
      .updateTable('orders')
      .set({ amount_refunded: 5_000, refunded_at: refundedAt })
      .where('user_id', '=', ada.id)
      .execute();
    const response = await call(ada, 'POST', '/api/account/export', { password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="signal-studio-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = response.json<Record<string, unknown[]> & { profile: { email: string } }>();
    expect(data.profile.email).toBe(ada.email);
    expect(data.todos).toHaveLength(3);
    expect(data.folders).toHaveLength(2);
    expect(data.clients).toHaveLength(1);
    expect(data.communications).toHaveLength(1);
    expect(data.orders).toEqual([
      expect.objectContaining({ amount_refunded: 5_000, refunded_at: refundedAt.toISOString() }),
    ]);
    expect(data).toHaveProperty('preferences');
    expect(data.newsletter).toMatchObject({ status: 'confirmed', source: 'sign-up form' });
    expect(JSON.stringify(data)).not.toContain('encrypted_password');
  });

  it('needs the password, a signed-in caller and a body; is limited to 5 an hour', async () => {
    const account = await newAccount('limited');
    expect((await call(null, 'POST', '/api/account/export', { password })).statusCode).toBe(401);
    expect((await call(account, 'POST', '/api/account/export', {})).statusCode).toBe(400);
    const wrong = await call(account, 'POST', '/api/account/export', { password: 'nope' });
    expect(wrong.statusCode).toBe(403);
    for (let attempt = 2; attempt <= 5; attempt += 1)
      expect((await call(account, 'POST', '/api/account/export', { password })).statusCode).toBe(
        200,
      );
    const over = await call(account, 'POST', '/api/account/export', { password });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('Delete my account', () => {
  it('refuses a signed-out caller, a missing password and a wrong one, changing nothing', async () => {
    const { ada } = await seedAda();
    expect((await call(null, 'POST', '/api/account/delete', { password })).statusCode).toBe(401);
    expect((await call(ada, 'POST', '/api/account/delete', {})).statusCode).toBe(400);
    const wrong = await call(ada, 'POST', '/api/account/delete', { password: 'not it' });
    expect(wrong.statusCode).toBe(403);
    expect((await call(ada, 'GET', '/api/todos')).json<{ todos: unknown[] }>().todos).toHaveLength(
      3,
    );
  });

  it('hands shared folders over, removes the rest, ends the plan and keeps orders without the e-mail', async () => {
    const { ada, manager, viewer, team, secret } = await seedAda();
    await db()
      .insertInto('newsletter_subscribers')
      .values({ email: ada.email.toLowerCase(), source: 'sign-up form', status: 'confirmed' })
      .execute();
    const response = await call(ada, 'POST', '/api/account/delete', { password });
    expect(response.statusCode).toBe(204);
    const subscription = await db()
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', ada.email.toLowerCase())
      .execute();
    expect(subscription).toEqual([]);

    // The session is gone with the account.
    expect((await call(ada, 'GET', '/api/todos')).statusCode).toBe(401);
    // The shared folder now belongs to its manager, with its task; the viewer keeps it.
    const folder = await db()
      .selectFrom('todo_folders')
      .select('user_id')
      .where('id', '=', team)
      .executeTakeFirst();
    expect(folder?.user_id).toBe(manager.id);
    const managerTodos = (await call(manager, 'GET', '/api/todos')).json<{
      todos: { title: string; user_id: string }[];
    }>().todos;
    expect(managerTodos).toEqual([
      expect.objectContaining({ title: 'Team task', user_id: manager.id }),
    ]);
    const viewerTitles = (await call(viewer, 'GET', '/api/todos'))
      .json<{ todos: { title: string }[] }>()
      .todos.map((todo) => todo.title);
    expect(viewerTitles).toEqual(['Team task']);
    // Both are told what became of the folder (the outbox, in the deletion's transaction).
    const notice = async (account: TestAccount) =>
      (await outboxRowsTo(db(), account.email, 'shared_folders_after_deletion')).map(
        (row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as unknown,
      );
    expect(await notice(manager)).toEqual([
      expect.objectContaining({
        ownerEmail: ada.email,
        folders: [{ name: 'Team', fate: 'yours' }],
      }),
    ]);
    expect(await notice(viewer)).toEqual([
      expect.objectContaining({
        folders: [{ name: 'Team', fate: 'kept', newOwner: manager.email }],
      }),
    ]);
    expect(
      await db()
        .selectFrom('todo_folder_members')
        .selectAll()
        .where('folder_id', '=', team)
        .execute(),
    ).toEqual([expect.objectContaining({ user_id: viewer.id, level: 'view' })]);
    // Everything else of Ada's is gone.
    expect(
      await db().selectFrom('todo_folders').select('id').where('id', '=', secret).execute(),
    ).toEqual([]);
    for (const table of ['clients', 'communications', 'todo_profiles'] as const) {
      const column = table === 'todo_profiles' ? 'id' : 'user_id';
      expect(
        await db().selectFrom(table).select(column).where(column, '=', ada.id).execute(),
      ).toEqual([]);
    }
    // The order stays for the accounting, with neither the person nor the e-mail.
    const orders = await db()
      .selectFrom('orders')
      .select(['email', 'user_id', 'amount_total'])
      .where('catalogue_key', '=', 'momentum')
      .execute();
    expect(orders).toContainEqual({ email: null, user_id: null, amount_total: 150_000 });
    expect(JSON.stringify(orders)).not.toContain(ada.email);
    // The subscription ends with its period instead of renewing.
    const local = await db()
      .selectFrom('local_billing_subscriptions as s')
      .innerJoin('local_billing_customers as c', 'c.id', 's.customer_id')
      .select(['s.cancel_at', 's.current_period_end', 'c.email'])
      .where('c.user_id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(local.cancel_at?.getTime()).toBe(
      Math.floor(local.current_period_end.getTime() / 1000) * 1000,
    );
    expect(local.email).toBeNull();
  });

  it('does not let the last admin delete themselves, but one of two may', async () => {
    await db().updateTable('todo_profiles').set({ role: 'user' }).execute();
    const admin = await newAccount('admin');
    await makeAdmin(testApp.database, admin);
    const refused = await call(admin, 'POST', '/api/account/delete', { password });
    expect(refused.statusCode).toBe(409);
    const second = await newAccount('admin-two');
    await makeAdmin(testApp.database, second);
    expect((await call(admin, 'POST', '/api/account/delete', { password })).statusCode).toBe(204);
  });

  it('is limited to 5 attempts in 15 minutes, wrong passwords included', async () => {
    const account = await newAccount('guesser');
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(
        (await call(account, 'POST', '/api/account/delete', { password: `guess ${attempt}` }))
          .statusCode,
      ).toBe(403);
    const over = await call(account, 'POST', '/api/account/delete', { password });
    expect(over.statusCode).toBe(429);
    expect((await call(account, 'GET', '/api/todos')).statusCode).toBe(200);
  });
});
