import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpAccount } from '../testing/test-accounts.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import { MailAddressError } from './mail-headers.ts';
import { claimDueMail, markHandedOver, unconfirmedHandoverResponse } from './outbox-repository.ts';

/*
 * The outbox under faults, on the test's clock: a relay that is down and comes back, one
 * that refuses a recipient, a sender that dies holding a claim. Nothing is lost, nothing
 * is sent twice, and the admin Outbox shows each state.
 */
let inbox: SmtpInbox;
let testApp: TestApp;
let now = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp(
    { smtpUrl: inbox.url },
    {
      clock: () => now,
      mail: { autoStart: false, leaseSeconds: 60, sendTimeoutMs: 5000 },
    },
  );
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const db = () => testApp.database.db;
const deliver = () => testApp.app.mail.worker.runOnce();
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

async function queueClaims(prefix: string, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, index) => `${prefix}-${index}@studio.dev`);
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const address of addresses) {
        await testApp.app.mail.outbox.enqueue(trx, {
          kind: 'purchase_claim',
          to: address,
          data: { link: `http://localhost:3000/account?claim=${address}` },
          idempotencyKey: `test:${address}`,
        });
      }
    });
  return addresses;
}

describe('the outbox', () => {
  it('keeps one mail per idempotency key, and none when the transaction rolls back', async () => {
    const outbox = testApp.app.mail.outbox;
    const mail = {
      kind: 'waitlist_confirmation' as const,
      to: 'once@studio.dev',
      data: { name: 'Once', event: 'spark-summit' as const },
      idempotencyKey: 'test:once',
    };
    const first = await outbox.enqueue(db(), mail);
    const second = await outbox.enqueue(db(), mail);
    expect(first.isNew).toBe(true);
    expect(second).toEqual({ id: first.id, isNew: false });
    await db()
      .transaction()
      .execute(async (trx) => {
        await outbox.enqueue(trx, {
          ...mail,
          to: 'rolled-back@studio.dev',
          idempotencyKey: 'test:rb',
        });
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    expect(await outboxRowsTo(db(), 'rolled-back@studio.dev')).toEqual([]);
    await deliver();
    expect(inbox.to('once@studio.dev')).toHaveLength(1);
  });

  it('refuses a recipient that is not one plain address (no header injection)', async () => {
    await expect(
      testApp.app.mail.outbox.enqueue(db(), {
        kind: 'waitlist_confirmation',
        to: 'ada@studio.dev\r\nBcc: everyone@example.com',
        data: { name: 'Ada', event: 'spark-summit' },
        idempotencyKey: 'test:injection',
      }),
    ).rejects.toBeInstanceOf(MailAddressError);
    await expect(
      testApp.app.mail.outbox.send('plain', {
        to: 'a@studio.dev, b@studio.dev',
        subject: 'Hi',
        text: 'Hi',
      }),
    ).rejects.toBeInstanceOf(MailAddressError);
  });

  it('loses nothing while SMTP is down and sends each mail once when it is back', async () => {
    await inbox.pause();
    const addresses = await queueClaims('outage', 12);
    expect(await deliver()).toBe(12);
    const waiting = await outboxRowsTo(db(), addresses[0]!);
    expect(waiting[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting[0]!.due_at.getTime()).toBe(now.getTime() + 60_000);

    // Still down a minute later: the second try waits two minutes.
    later(1);
    await deliver();
    expect((await outboxRowsTo(db(), addresses[0]!))[0]).toMatchObject({ attempts: 2 });
    expect(await deliver()).toBe(0);

    await inbox.resume();
    later(2);
    await deliver();
    for (const address of addresses) expect(inbox.to(address)).toHaveLength(1);
    later(60);
    expect(await deliver()).toBe(0);
    for (const address of addresses) expect(inbox.to(address)).toHaveLength(1);
    expect((await outboxRowsTo(db(), addresses[5]!))[0]).toMatchObject({
      status: 'sent',
      attempts: 3,
    });
  });

  it('gives up on temporary failures only after two days, saying why', async () => {
    await inbox.pause();
    const [address] = await queueClaims('two-days', 1);
    for (let hour = 0; hour < 50; hour += 1) {
      await deliver();
      later(60);
    }
    await inbox.resume();
    const [row] = await outboxRowsTo(db(), address!);
    expect(row!.status).toBe('failed');
    expect(row!.last_error).toMatch(/^Gave up after \d+ tries over two days/);
    expect(row!.attempts).toBeGreaterThan(20);
    expect(inbox.to(address!)).toEqual([]);
  });

  it('stops at once on a 5xx for the recipient, and an admin can send it again', async () => {
    inbox.refuseRecipient('gone@studio.dev', '550 5.1.1 no such mailbox');
    const [row] = await Promise.all([
      testApp.app.mail.outbox.enqueue(db(), {
        kind: 'waitlist_confirmation',
        to: 'gone@studio.dev',
        data: { name: 'Gone', event: 'webinar-series' },
        idempotencyKey: 'test:gone',
      }),
    ]);
    await deliver();
    const [failed] = await outboxRowsTo(db(), 'gone@studio.dev');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.last_error).toBe('Refused by the mail server: 550 5.1.1 no such mailbox');

    const admin = await signUpAccount(testApp.app, `outbox-admin-${randomUUID()}@studio.dev`);
    const member = await signUpAccount(testApp.app, `outbox-member-${randomUUID()}@studio.dev`);
    await makeAdmin(testApp.database, admin);
    const retry = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: `/api/admin/outbox/${row.id}/retry`, headers });
    expect((await retry(member.headers)).statusCode).toBe(403);
    expect((await retry({})).statusCode).toBe(401);
    inbox.acceptRecipient('gone@studio.dev');
    expect((await retry(admin.headers)).statusCode).toBe(200);
    expect((await retry(admin.headers)).statusCode).toBe(409);
    await deliver();
    expect(inbox.to('gone@studio.dev')).toHaveLength(1);
  });

  it('takes over a mail whose sender died holding it, once its lease has run out', async () => {
    const [address] = await queueClaims('died', 1);
    // A process claims the mail and dies before it reports (kill -9 mid-batch).
    const claimed = await claimDueMail(db(), {
      now,
      limit: 10,
      leaseSeconds: 60,
      token: randomUUID(),
    });
    expect(claimed.map((row) => row.recipient)).toContain(address);
    expect(await deliver()).toBe(0);
    later(2);
    expect(await deliver()).toBeGreaterThan(0);
    expect(inbox.to(address!)).toHaveLength(1);
    expect((await outboxRowsTo(db(), address!))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never repeats a mail its dead sender had handed to the relay', async () => {
    const [address] = await queueClaims('handed', 1);
    // A process claims the mail, hands all of it to the relay and dies before the relay's
    // answer: the relay may well have taken it.
    const token = randomUUID();
    const [claimed] = await claimDueMail(db(), { now, limit: 1, leaseSeconds: 60, token });
    expect(claimed?.recipient).toBe(address);
    expect(await markHandedOver(db(), claimed!.id, token)).toBe(true);
    later(2);
    await deliver();
    expect(inbox.to(address!)).toEqual([]);
    const [row] = await outboxRowsTo(db(), address!);
    expect(row).toMatchObject({ status: 'sent', smtp_response: unconfirmedHandoverResponse });
    // Its one-time link goes, as from any sent mail.
    expect(JSON.stringify(row!.data)).not.toContain('claim=');
    // A sender whose claim passed to another process may not hand over.
    expect(await markHandedOver(db(), claimed!.id, token)).toBe(false);
  });

  it('drops a reminder whose moment has passed instead of sending it late', async () => {
    await testApp.app.mail.outbox.enqueue(db(), {
      kind: 'plain_text',
      to: 'late@studio.dev',
      data: { subject: 'Soon', text: 'Starting now' },
      idempotencyKey: 'test:late',
      expiresAt: new Date(now.getTime() - 1000),
    });
    await deliver();
    const [row] = await outboxRowsTo(db(), 'late@studio.dev');
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(inbox.to('late@studio.dev')).toEqual([]);
  });
});

describe('the admin Outbox', () => {
  it('lists, searches, previews and hides one-time links from admins once SMTP is set', async () => {
    const admin = await signUpAccount(testApp.app, `preview-admin-${randomUUID()}@studio.dev`);
    await makeAdmin(testApp.database, admin);
    await queueClaims('preview', 2);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?q=PREVIEW-1',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const { mails, isSmtpConfigured } = list.json<{
      mails: Array<{ id: string; recipient: string; status: string }>;
      isSmtpConfigured: boolean;
    }>();
    expect(isSmtpConfigured).toBe(true);
    expect(mails.map((mail) => mail.recipient)).toEqual(['preview-1@studio.dev']);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${mails[0]!.id}`,
      headers: admin.headers,
    });
    const body = detail.json<{ html: string; text: string; isRedacted: boolean }>();
    expect(body.isRedacted).toBe(true);
    expect(body.text).not.toContain('claim=preview-1');
    expect(body.html).toContain('<!DOCTYPE html');
    const member = await signUpAccount(testApp.app, `preview-member-${randomUUID()}@studio.dev`);
    const denied = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: member.headers,
    });
    expect(denied.statusCode).toBe(403);
  });
});
