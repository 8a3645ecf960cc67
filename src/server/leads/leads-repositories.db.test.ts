import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { waitlistLeadMessages } from '../../shared/offers/waitlist.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { acceptContactLead } from './leads-repository.ts';
import { subscribeAddressToNewsletter } from './newsletter-repository.ts';
import { requestResourceCopy } from './resource-copy-repository.ts';
import { joinWaitlist } from './waitlist-repository.ts';
import { createMailLinks } from '../mail/mail-links.ts';
import { createMailOutbox } from '../mail/outbox.ts';
import { registerForWebinar } from './lead-signups.ts';
import { registerWebinarLead } from './webinar-repository.ts';

/*
 * The lead rules, called directly on a real database: no app, no HTTP. The route tests
 * keep each route's contract (status codes, bodies, limits); these cover what is stored.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await database.db.deleteFrom('leads').execute();
});
afterAll(async () => {
  await database.close();
});

const leads = () =>
  database.db
    .selectFrom('leads')
    .select(['name', 'email', 'source', 'status', 'message', 'newsletter_subscriber'])
    .orderBy('created_at')
    .execute();
const markContacted = () => database.db.updateTable('leads').set({ status: 'contacted' }).execute();

describe('acceptContactLead', () => {
  const lead = {
    name: 'Ada',
    email: 'ada@example.com',
    company: undefined,
    phone: undefined,
    message: 'Hello',
  };

  it('stores a new contact lead with its user, and drops one whose honeypot is filled', async () => {
    expect(await acceptContactLead(database.db, lead, null)).toMatchObject({ stored: true });
    expect(
      await acceptContactLead(database.db, { ...lead, website: 'spam.example' }, null),
    ).toEqual({ stored: false });
    expect(await leads()).toEqual([
      {
        name: 'Ada',
        email: 'ada@example.com',
        source: 'contact',
        status: 'new',
        message: 'Hello',
        newsletter_subscriber: false,
      },
    ]);
  });
});

describe('subscribeAddressToNewsletter', () => {
  it('keeps one lead per address whatever its case, also when two arrive at once', async () => {
    const [first, second] = await Promise.all([
      subscribeAddressToNewsletter(database.db, 'Ada@Example.com'),
      subscribeAddressToNewsletter(database.db, 'ada@example.com'),
    ]);
    expect([first!.isNew, second!.isNew].sort()).toEqual([false, true]);
    expect(await subscribeAddressToNewsletter(database.db, 'ADA@example.com')).toEqual({
      isNew: false,
    });
    const stored = await leads();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'newsletter', newsletter_subscriber: true });
  });
});

describe('requestResourceCopy', () => {
  it('records one lead per address and resource, and a repeat never resets its status', async () => {
    const ask = (email: string, resourceId: string) =>
      requestResourceCopy(database.db, { email, resourceId });
    expect(await ask('ada@example.com', 'brand-audit')).toMatchObject({ isNew: true });
    await markContacted();
    expect(await ask('ADA@example.com', 'brand-audit')).toMatchObject({ isNew: false });
    expect(await ask('ada@example.com', 'ai-playbook')).toMatchObject({ isNew: true });
    expect((await leads()).map((row) => [row.source, row.status])).toEqual([
      ['resource', 'contacted'],
      ['resource', 'new'],
    ]);
  });
});

describe('joinWaitlist', () => {
  it('keeps one lead per address and event; joining again refreshes only the name', async () => {
    const join = (name: string, email: string, event: 'spark-summit' | 'webinar-series') =>
      joinWaitlist(database.db, { name, email, event });
    expect(await join('Ada', 'ada@example.com', 'spark-summit')).toMatchObject({ isNew: true });
    await markContacted();
    expect(await join('Ada L.', 'ADA@example.com', 'spark-summit')).toMatchObject({ isNew: false });
    expect(await join('Ada', 'ada@example.com', 'webinar-series')).toMatchObject({ isNew: true });
    expect((await leads()).map((row) => [row.name, row.status, row.message])).toEqual([
      ['Ada L.', 'contacted', waitlistLeadMessages['spark-summit']],
      ['Ada', 'new', waitlistLeadMessages['webinar-series']],
    ]);
  });
});

describe('registerWebinarLead', () => {
  it('updates the one registration of an address, keeping its status', async () => {
    await acceptContactLead(
      database.db,
      {
        name: 'Ada',
        email: 'ada@example.com',
        company: undefined,
        phone: undefined,
        message: 'Hi',
      },
      null,
    );
    expect(
      await registerWebinarLead(database.db, { name: 'Ada', email: 'ada@example.com' }),
    ).toMatchObject({ isNew: true });
    await database.db
      .updateTable('leads')
      .set({ status: 'qualified' })
      .where('source', '=', 'webinar')
      .execute();
    expect(
      await registerWebinarLead(database.db, { name: 'Ada Lovelace', email: 'Ada@Example.com' }),
    ).toMatchObject({ isNew: false });
    // The contact lead of the same address is another source: untouched.
    expect((await leads()).map((row) => [row.source, row.name, row.email, row.status])).toEqual([
      ['contact', 'Ada', 'ada@example.com', 'new'],
      ['webinar', 'Ada Lovelace', 'Ada@Example.com', 'qualified'],
    ]);
  });

  it('is refused with 409 once the series is over, storing nothing', async () => {
    const registrant = { name: 'Ada', email: 'ada@example.com' };
    const publicUrl = 'http://localhost:3000';
    const mailer = createMailOutbox({
      db: database.db,
      publicUrl,
      links: createMailLinks(publicUrl, 'test-secret'),
    });
    const at = (iso: string) => ({ db: database.db, mailer, publicUrl, now: new Date(iso) });
    const refusal = await registerForWebinar(at('2030-01-01T00:00:00Z'), registrant).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 409, message: messages.siteSettings.webinarOver });
    expect(await leads()).toEqual([]);
    expect(await registerForWebinar(at('2025-04-25T12:00:00-05:00'), registrant)).toEqual({
      isNew: true,
    });
  });
});
