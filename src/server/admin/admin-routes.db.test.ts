import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';

let testApp: TestApp;
let admin: TestAccount;
let member: TestAccount;

// One app and two accounts for the file (sign-up hashes a password, which is slow);
// each test starts from them with their roles reset, no other accounts and no leads.
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAccount(testApp.app, 'admin@example.com');
  member = await signUpAccount(testApp.app, 'member@example.com');
});
beforeEach(async () => {
  const { db } = testApp.database;
  await db.deleteFrom('auth_users').where('id', 'not in', [admin.id, member.id]).execute();
  await db.updateTable('todo_profiles').set({ role: 'user' }).execute();
  await makeAdmin(testApp.database, admin);
  await db.deleteFrom('leads').execute();
});
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';
const call = (account: TestAccount, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

describe('users', () => {
  it('lists every profile, users before admins, newest first within a role', async () => {
    const later = await signUpAccount(testApp.app, 'later@example.com');
    const response = await call(admin, 'GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    const users = response.json<{ users: { id: string; role: string; createdAt: string }[] }>()
      .users;
    expect(users.map((user) => [user.id, user.role])).toEqual([
      [later.id, 'user'],
      [member.id, 'user'],
      [admin.id, 'admin'],
    ]);
  });

  it('promotes and demotes, and the promoted user is an admin on the next call', async () => {
    expect((await call(member, 'GET', '/api/admin/access')).statusCode).toBe(403);
    const promoted = await call(admin, 'PATCH', `/api/admin/users/${member.id}`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: member.id, role: 'admin' });
    expect((await call(member, 'GET', '/api/admin/access')).statusCode).toBe(200);

    // With two admins, the first may step down; the same token is refused at once.
    const demoted = await call(admin, 'PATCH', `/api/admin/users/${admin.id}`, { role: 'user' });
    expect(demoted.statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('refuses to let the last admin remove their own admin role', async () => {
    const response = await call(admin, 'PATCH', `/api/admin/users/${admin.id}`, { role: 'user' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'last_admin',
      message: messages.admin.lastAdmin,
    });
    const profile = await testApp.database.db
      .selectFrom('todo_profiles')
      .select('role')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(profile.role).toBe('admin');
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    await makeAdmin(testApp.database, member);
    const results = await Promise.all([
      call(admin, 'PATCH', `/api/admin/users/${member.id}`, { role: 'user' }),
      call(member, 'PATCH', `/api/admin/users/${admin.id}`, { role: 'user' }),
    ]);
    const admins = await testApp.database.db
      .selectFrom('todo_profiles')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    // One of them won; the loser was refused (403 once demoted, or 409 as the last admin).
    expect(results.map((result) => result.statusCode).sort()).toEqual(
      expect.arrayContaining([200]),
    );
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${unknown}`, { role: 'admin' })).statusCode,
    ).toBe(404);
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${member.id}`, { role: 'owner' })).statusCode,
    ).toBe(400);
  });
});

describe('leads', () => {
  async function seedLeads() {
    const rows = [
      {
        name: 'Old Contact',
        email: 'old@example.com',
        message: 'Hello',
        source: 'contact' as const,
        created_at: '2026-01-01T10:00:00Z',
      },
      {
        name: 'Newsletter Nia',
        email: 'nia@example.com',
        message: '100% ready_now',
        source: 'newsletter' as const,
        newsletter_subscriber: true,
        created_at: '2026-02-01T10:00:00Z',
      },
      {
        name: '=Evil()',
        email: 'evil@example.com',
        company: 'Comma, Inc.',
        message: 'line one\nline "two"',
        source: 'webinar' as const,
        status: 'qualified' as const,
        created_at: '2026-03-01T10:00:00Z',
      },
    ];
    return testApp.database.db.insertInto('leads').values(rows).returning(['id', 'name']).execute();
  }
  const names = (body: { leads: { name: string }[] }) => body.leads.map((lead) => lead.name);

  it('lists leads newest first with every field, filtered by status and search', async () => {
    await seedLeads();
    const all = (await call(admin, 'GET', '/api/admin/leads')).json();
    expect(names(all)).toEqual(['=Evil()', 'Newsletter Nia', 'Old Contact']);
    expect(all.leads[1]).toMatchObject({
      source: 'newsletter',
      newsletterSubscriber: true,
      status: 'new',
      phone: null,
    });

    expect(names((await call(admin, 'GET', '/api/admin/leads?status=qualified')).json())).toEqual([
      '=Evil()',
    ]);
    expect(names((await call(admin, 'GET', '/api/admin/leads?q=COMMA')).json())).toEqual([
      '=Evil()',
    ]);
    // LIKE wildcards typed into the box are matched literally.
    expect(names((await call(admin, 'GET', '/api/admin/leads?q=100%25')).json())).toEqual([
      'Newsletter Nia',
    ]);
    expect(names((await call(admin, 'GET', '/api/admin/leads?q=_')).json())).toEqual([
      'Newsletter Nia',
    ]);
    expect(names((await call(admin, 'GET', '/api/admin/leads?status=new&q=nia')).json())).toEqual([
      'Newsletter Nia',
    ]);
    expect((await call(admin, 'GET', '/api/admin/leads?status=won')).statusCode).toBe(400);
  });

  it('sets any status in any order', async () => {
    const [lead] = await seedLeads();
    for (const status of ['converted', 'new', 'qualified', 'contacted'] as const) {
      const response = await call(admin, 'PATCH', `/api/admin/leads/${lead!.id}`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    expect(
      (await call(admin, 'PATCH', `/api/admin/leads/${lead!.id}`, { status: 'lost' })).statusCode,
    ).toBe(400);
  });

  it('exports the filtered leads as an escaped, formula-safe CSV attachment', async () => {
    await seedLeads();
    const response = await call(admin, 'GET', '/api/admin/leads.csv?status=qualified');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date,Name,Email,Phone,Company,Message,Source,Status,Newsletter');
    expect(lines[1]).toBe(
      `2026-03-01T10:00:00.000Z,'=Evil(),evil@example.com,,"Comma, Inc.","line one\nline ""two""",webinar,qualified,no`,
    );
    expect(lines).toHaveLength(3);
  });
});

describe('email templates (admin)', () => {
  it('creates, edits and deletes a template; names are unique ignoring case', async () => {
    const created = await call(admin, 'POST', '/api/admin/email-templates', {
      name: 'Invoice reminder',
      subject: 'Invoice',
      content: 'Please pay.',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    const duplicate = await call(admin, 'POST', '/api/admin/email-templates', {
      name: 'INVOICE REMINDER',
      subject: 'x',
      content: 'y',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(messages.communications.templateNameTaken);

    const edited = await call(admin, 'PUT', `/api/admin/email-templates/${id}`, {
      name: 'Invoice reminder',
      subject: 'Friendly reminder',
      content: 'Please pay soon.',
    });
    expect(edited.json()).toMatchObject({ subject: 'Friendly reminder' });
    const listed = (await call(member, 'GET', '/api/email-templates')).json<{
      templates: { id: string; subject: string }[];
    }>();
    expect(listed.templates.find((template) => template.id === id)?.subject).toBe(
      'Friendly reminder',
    );

    expect((await call(admin, 'DELETE', `/api/admin/email-templates/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/admin/email-templates/${id}`)).statusCode).toBe(404);
  });
});
