import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
let owner: TestAccount;
let other: TestAccount;

// One app and two accounts for the file (sign-up hashes a password, which is slow);
// every test starts from an empty client list instead.
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signUpAccount(testApp.app, 'owner@example.com');
  other = await signUpAccount(testApp.app, 'other@example.com');
});
beforeEach(async () => {
  await testApp.database.db.deleteFrom('clients').execute();
});
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (account: TestAccount, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

const ada = {
  name: '  Ada Lovelace ',
  email: 'ada@engines.example',
  phone: '+1 (515) 555-0100',
  company: 'Analytical Engines',
  notes: 'Prefers mornings.',
};

async function addClient(account: TestAccount, client: object = ada) {
  const response = await call(account, 'POST', '/api/clients', client);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; name: string }>();
}

describe('clients', () => {
  it('adds a client with trimmed values and blanks stored as null, and lists it', async () => {
    const created = await addClient(owner);
    expect(created).toMatchObject({ name: 'Ada Lovelace', company: 'Analytical Engines' });
    const bare = await addClient(owner, { name: 'Bare', email: '', phone: ' ', company: '' });
    expect(bare).toMatchObject({ email: null, phone: null, company: null, notes: null });

    const list = (await call(owner, 'GET', '/api/clients')).json<{ clients: { id: string }[] }>();
    // Newest first.
    expect(list.clients.map((client) => client.id)).toEqual([bare.id, created.id]);
  });

  it.each([
    ['a missing name', { name: ' ' }, 'name', messages.validation.required('Name')],
    ['a malformed email', { name: 'A', email: 'nope' }, 'email', messages.validation.invalidEmail],
    [
      'a malformed phone',
      { name: 'A', phone: 'call me' },
      'phone',
      messages.validation.invalidPhone,
    ],
    ['a too-short phone', { name: 'A', phone: '12-34' }, 'phone', messages.validation.invalidPhone],
    ['a long name', { name: 'x'.repeat(101) }, 'name', messages.validation.tooLong('Name', 100)],
    [
      'long notes',
      { name: 'A', notes: 'x'.repeat(2001) },
      'notes',
      messages.validation.tooLong('Notes', 2000),
    ],
  ])('refuses %s with a 400 naming the field', async (_case, payload, field, message) => {
    const response = await call(owner, 'POST', '/api/clients', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, message });
    expect(await testApp.database.db.selectFrom('clients').selectAll().execute()).toEqual([]);
  });

  it('refuses unknown fields, such as a user_id pointing at someone else', async () => {
    const response = await call(owner, 'POST', '/api/clients', { name: 'A', user_id: other.id });
    expect(response.statusCode).toBe(400);
  });

  it("lists only the caller's own clients", async () => {
    await addClient(owner);
    await addClient(other, { name: 'Grace Hopper' });
    const names = (await call(other, 'GET', '/api/clients'))
      .json<{ clients: { name: string }[] }>()
      .clients.map((client) => client.name);
    expect(names).toEqual(['Grace Hopper']);
  });

  it('edits and deletes a client, taking its history with it', async () => {
    const client = await addClient(owner);
    const edited = await call(owner, 'PUT', `/api/clients/${client.id}`, {
      name: 'Ada King',
      email: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Ada King', email: null, phone: null });

    await call(owner, 'POST', `/api/clients/${client.id}/sms`, { content: 'hello' });
    expect((await call(owner, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/clients/${client.id}`)).statusCode).toBe(404);
    const history = await testApp.database.db.selectFrom('communications').selectAll().execute();
    expect(history).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(owner, 'GET', `/api/clients/${unknown}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/clients/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('communications', () => {
  it('records an email and an SMS as sent, newest first, the SMS without a subject', async () => {
    const client = await addClient(owner);
    const email = await call(owner, 'POST', `/api/clients/${client.id}/emails`, {
      subject: ' Welcome ',
      content: 'Hello Ada',
    });
    expect(email.statusCode).toBe(201);
    expect(email.json()).toMatchObject({ type: 'email', subject: 'Welcome', status: 'sent' });
    const sms = await call(owner, 'POST', `/api/clients/${client.id}/sms`, { content: 'See you' });
    expect(sms.statusCode).toBe(201);
    expect(sms.json()).toMatchObject({ type: 'sms', subject: null, status: 'sent' });

    const history = (await call(owner, 'GET', `/api/clients/${client.id}/communications`)).json<{
      communications: { type: string }[];
    }>();
    expect(history.communications.map((entry) => entry.type)).toEqual(['sms', 'email']);
    const rows = await testApp.database.db.selectFrom('communications').selectAll().execute();
    expect(rows.every((row) => row.user_id === owner.id && row.status === 'sent')).toBe(true);
  });

  it('refuses an email to a client without an address and an SMS without a phone', async () => {
    const client = await addClient(owner, { name: 'No Contact' });
    const email = await call(owner, 'POST', `/api/clients/${client.id}/emails`, {
      subject: 'Hi',
      content: 'Hello',
    });
    expect(email.statusCode).toBe(422);
    expect(email.json().error.message).toBe(messages.communications.emailRequired);
    const sms = await call(owner, 'POST', `/api/clients/${client.id}/sms`, { content: 'Hi' });
    expect(sms.statusCode).toBe(422);
    expect(sms.json().error.message).toBe(messages.communications.phoneRequired);
    expect(await testApp.database.db.selectFrom('communications').selectAll().execute()).toEqual(
      [],
    );
  });

  it.each([
    ['email without subject', 'emails', { content: 'x' }, 'subject'],
    ['email without message', 'emails', { subject: 'x', content: ' ' }, 'content'],
    ['SMS without message', 'sms', { content: '' }, 'content'],
    ['SMS with a subject', 'sms', { content: 'x', subject: 'no' }, ''],
    ['SMS over 1600 characters', 'sms', { content: 'x'.repeat(1601) }, 'content'],
  ])('refuses an %s', async (_case, kind, payload, field) => {
    const client = await addClient(owner);
    const response = await call(owner, 'POST', `/api/clients/${client.id}/${kind}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe(field);
  });
});

describe('email templates', () => {
  it('lists the starter templates by name to any signed-in user', async () => {
    const response = await call(other, 'GET', '/api/email-templates');
    expect(response.statusCode).toBe(200);
    const names = response.json<{ templates: { name: string }[] }>().templates.map((t) => t.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
