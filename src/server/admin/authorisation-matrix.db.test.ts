import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';

/**
 * Who may call what, for every clients, communications, templates, leads and admin
 * endpoint. Callers: the owner of the client, another signed-in user, an admin who does
 * not own it, and nobody. Admins get no view into other people's clients: the spec gives
 * each user their own clients only.
 */
type Caller = 'owner' | 'other' | 'admin' | 'signedOut';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Ids {
  clientId: string;
  leadId: string;
  templateId: string;
  ownerId: string;
}

interface Endpoint {
  method: Method;
  /** With :clientId, :leadId, :templateId or :ownerId standing for fresh rows' ids. */
  path: string;
  body?: object;
  expected: Record<Caller, number>;
}

const ownerOnly = (ok: number) => ({ owner: ok, other: 404, admin: 404, signedOut: 401 });
const anySignedIn = (ok: number) => ({ owner: ok, other: ok, admin: ok, signedOut: 401 });
const adminOnly = (ok: number) => ({ owner: 403, other: 403, admin: ok, signedOut: 401 });

const endpoints: Endpoint[] = [
  { method: 'GET', path: '/api/clients', expected: anySignedIn(200) },
  { method: 'POST', path: '/api/clients', body: { name: 'New' }, expected: anySignedIn(201) },
  { method: 'GET', path: '/api/clients/:clientId', expected: ownerOnly(200) },
  {
    method: 'PUT',
    path: '/api/clients/:clientId',
    body: { name: 'Renamed', email: 'a@b.example', phone: '515 555 0100' },
    expected: ownerOnly(200),
  },
  { method: 'GET', path: '/api/clients/:clientId/communications', expected: ownerOnly(200) },
  {
    method: 'POST',
    path: '/api/clients/:clientId/emails',
    body: { subject: 'Hi', content: 'Hello' },
    expected: ownerOnly(201),
  },
  {
    method: 'POST',
    path: '/api/clients/:clientId/sms',
    body: { content: 'Hello' },
    expected: ownerOnly(201),
  },
  // Deleting last: it removes the client the rows above need.
  { method: 'DELETE', path: '/api/clients/:clientId', expected: ownerOnly(204) },
  { method: 'GET', path: '/api/email-templates', expected: anySignedIn(200) },
  {
    method: 'POST',
    path: '/api/admin/email-templates',
    body: { name: 'T', subject: 'S', content: 'C' },
    expected: adminOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/admin/email-templates/:templateId',
    body: { name: 'T2', subject: 'S', content: 'C' },
    expected: adminOnly(200),
  },
  { method: 'DELETE', path: '/api/admin/email-templates/:templateId', expected: adminOnly(204) },
  { method: 'GET', path: '/api/admin/access', expected: adminOnly(200) },
  { method: 'GET', path: '/api/admin/users', expected: adminOnly(200) },
  {
    method: 'PATCH',
    path: '/api/admin/users/:ownerId',
    body: { role: 'user' },
    expected: adminOnly(200),
  },
  { method: 'GET', path: '/api/admin/leads', expected: adminOnly(200) },
  {
    method: 'PATCH',
    path: '/api/admin/leads/:leadId',
    body: { status: 'contacted' },
    expected: adminOnly(200),
  },
  { method: 'GET', path: '/api/admin/leads.csv', expected: adminOnly(200) },
  { method: 'GET', path: '/api/admin/analytics', expected: adminOnly(200) },
  { method: 'GET', path: '/api/admin/orders', expected: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/orders/00000000-0000-4000-8000-000000000000/refund',
    expected: adminOnly(404),
  },
];

let testApp: TestApp;
let accounts: Record<Exclude<Caller, 'signedOut'>, TestAccount>;

beforeAll(async () => {
  testApp = await createTestApp();
  accounts = {
    owner: await signUpAccount(testApp.app, 'owner@example.com'),
    other: await signUpAccount(testApp.app, 'other@example.com'),
    admin: await signUpAccount(testApp.app, 'admin@example.com'),
  };
  await makeAdmin(testApp.database, accounts.admin);
});
afterAll(async () => {
  await testApp.close();
});

/** Fresh rows per case, so one caller's successful write never changes another's answer. */
async function freshIds(): Promise<Ids> {
  const { db } = testApp.database;
  const client = await db
    .insertInto('clients')
    .values({
      user_id: accounts.owner.id,
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+1 515 555 0100',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lead = await db
    .insertInto('leads')
    .values({ name: 'Lead', email: 'lead@example.com', message: 'Hi', source: 'contact' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await db
    .insertInto('email_templates')
    .values({ name: `Template ${crypto.randomUUID()}`, subject: 'S', content: 'C' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    clientId: client.id,
    leadId: lead.id,
    templateId: template.id,
    ownerId: accounts.owner.id,
  };
}

const cases = endpoints.flatMap((endpoint) =>
  (Object.keys(endpoint.expected) as Caller[]).map((caller) => ({ endpoint, caller })),
);

describe('authorisation matrix', () => {
  it.each(cases)('$endpoint.method $endpoint.path as $caller', async ({ endpoint, caller }) => {
    const ids = await freshIds();
    const response = await testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path.replace(/:(\w+)/g, (_match, name: keyof Ids) => ids[name]),
      headers: caller === 'signedOut' ? {} : accounts[caller].headers,
      ...(endpoint.body ? { payload: endpoint.body } : {}),
    });
    expect(response.statusCode, response.body).toBe(endpoint.expected[caller]);
  });

  it('answers 401 to a signed-out caller before looking at the body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/email-templates',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
    const clients = await testApp.app.inject({ method: 'POST', url: '/api/clients', payload: {} });
    expect(clients.statusCode).toBe(401);
  });

  it('reads the role from the database on every call, not from the token', async () => {
    const { db } = testApp.database;
    const headers = accounts.admin.headers;
    expect((await testApp.app.inject({ url: '/api/admin/users', headers })).statusCode).toBe(200);
    await db
      .updateTable('todo_profiles')
      .set({ role: 'user' })
      .where('id', '=', accounts.admin.id)
      .execute();
    expect((await testApp.app.inject({ url: '/api/admin/users', headers })).statusCode).toBe(403);
    await db
      .updateTable('todo_profiles')
      .set({ role: 'admin' })
      .where('id', '=', accounts.admin.id)
      .execute();
  });

  it('answers 401 to a forged token', async () => {
    const response = await testApp.app.inject({
      url: '/api/clients',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(response.statusCode).toBe(401);
  });
});
