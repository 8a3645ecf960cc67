import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { subscriberStatus } from './subscribers-repository.ts';

/* CSV import and export of The Transmission's subscribers: consent required, all or nothing. */
let testApp: TestApp;
let admin: TestAccount;
const now = new Date('2026-12-01T10:00:00Z');
const app = (): FastifyInstance => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: () => now, mail: { autoStart: false } });
  admin = await signUpAccount(app(), 'lists@studio.dev');
  await makeAdmin(testApp.database, admin);
  const { db } = testApp.database;
  await db
    .insertInto('newsletter_subscribers')
    .values([
      { email: 'waiting@example.com', source: 'sign-up form', status: 'pending' },
      { email: 'left@example.com', source: 'sign-up form', status: 'unsubscribed' },
      { email: 'already@example.com', source: 'sign-up form', status: 'confirmed' },
    ])
    .execute();
  // Left, and their account (and subscriber row) was deleted since: the unsubscribe stays.
  await db
    .insertInto('mail_unsubscribes')
    .values({ email: 'gone@example.com', list: 'transmission' })
    .execute();
});
afterAll(async () => {
  await testApp?.close();
});

const importCsv = (csv: string, account: TestAccount = admin) =>
  app().inject({
    method: 'POST',
    url: '/api/admin/transmission/subscribers/import',
    headers: { ...account.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

const subscriberCount = async () =>
  (await testApp.database.db.selectFrom('newsletter_subscribers').select('email').execute()).length;

describe('importing subscribers from CSV', () => {
  it('refuses a file without a consent column, and changes nothing', async () => {
    const before = await subscriberCount();
    const response = await importCsv('email,source\nnew@example.com,webinar\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('needs the column consent');
    expect(await subscriberCount()).toBe(before);
  });

  it('lists each broken row by line and imports none of the good ones', async () => {
    const before = await subscriberCount();
    const response = await importCsv(
      [
        'Email,Consent,consented_at',
        'good@example.com,yes,',
        'not-an-address,yes,',
        'noconsent@example.com,no,',
        '',
        'good@example.com,yes,',
        'future@example.com,yes,2999-01-01',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{
      error: { message: string; details: { problems: { line: number; message: string }[] } };
    }>();
    expect(error.message).toBe('4 rows have problems; nothing was imported.');
    expect(error.details.problems).toEqual([
      { line: 3, message: '"not-an-address" is not an e-mail address.' },
      {
        line: 4,
        message:
          'noconsent@example.com: no recorded consent ("no"); only opted-in people can be imported.',
      },
      { line: 6, message: 'good@example.com is also on line 2.' },
      { line: 7, message: 'future@example.com: "2999-01-01" is not a past date for consented_at.' },
    ]);
    expect(await subscriberCount()).toBe(before);
    expect(await subscriberStatus(testApp.database.db, 'good@example.com')).toBeUndefined();
  });

  it('refuses a file that is not CSV', async () => {
    const response = await importCsv('email,consent\n"unclosed@example.com,yes\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('not valid CSV');
  });

  it('confirms new and waiting addresses, and never resubscribes one that left', async () => {
    const response = await importCsv(
      [
        'email,consent,source,consented_at',
        'New@Example.com ,Yes,Webinar list,2026-10-01T00:00:00Z',
        'waiting@example.com,x,,',
        'already@example.com,yes,,',
        'left@example.com,yes,,',
        'gone@example.com,yes,,',
      ].join('\r\n'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 1, confirmed: 1, unchanged: 1, skipped: 2 });
    const { db } = testApp.database;
    const added = await db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'new@example.com')
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({ status: 'confirmed', source: 'CSV import: Webinar list' });
    expect(added.confirmed_at?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(await subscriberStatus(db, 'waiting@example.com')).toBe('confirmed');
    expect(await subscriberStatus(db, 'left@example.com')).toBe('unsubscribed');
    expect(await subscriberStatus(db, 'gone@example.com')).toBeUndefined();
  });

  it('exports every subscriber as CSV, and both are for admins only', async () => {
    const exported = await app().inject({
      method: 'GET',
      url: '/api/admin/transmission/subscribers/export.csv',
      headers: admin.headers,
    });
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('email,status,source,created_at,confirmed_at,unsubscribed_at');
    expect(lines).toContainEqual(
      expect.stringMatching(/^new@example\.com,confirmed,CSV import: Webinar list,/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^left@example\.com,unsubscribed,/));

    const member = await signUpAccount(app(), 'member@studio.dev');
    expect((await importCsv('email,consent\na@b.dev,yes\n', member)).statusCode).toBe(403);
    const memberExport = await app().inject({
      method: 'GET',
      url: '/api/admin/transmission/subscribers/export.csv',
      headers: member.headers,
    });
    expect(memberExport.statusCode).toBe(403);
  });
});
