import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../mail/mailer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { dispatchDueIssues, fanoutBatchSize } from './issue-dispatch.ts';

/*
 * The fan-out of an issue into the outbox survives a crash mid-way and a second process:
 * every confirmed subscriber gets exactly one row, nobody else any.
 */
let testApp: TestApp;
const now = new Date('2025-05-06T11:00:00Z');
const confirmed = fanoutBatchSize + 50;

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: () => now, mail: { autoStart: false } });
  const { db } = testApp.database;
  await sql`
    INSERT INTO newsletter_subscribers (email, source, status)
    SELECT 'reader' || n || '@example.com', 'test',
      CASE WHEN n <= ${confirmed} THEN 'confirmed' WHEN n % 2 = 0 THEN 'pending' ELSE 'unsubscribed' END
    FROM generate_series(1, ${confirmed + 40}) AS n
  `.execute(db);
});
afterAll(async () => {
  await testApp?.close();
});

describe('dispatchDueIssues', () => {
  it('resumes after a crash and shares the work with a second process: no duplicate, no gap', async () => {
    const { db } = testApp.database;
    const { id } = await db
      .insertInto('newsletter_issues')
      .values({
        subject: 'Systems before hires',
        body: 'Text.',
        article_slug: null,
        status: 'scheduled',
        send_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mailer = testApp.app.mail.outbox;
    // A process that dies part-way through its second batch.
    let calls = 0;
    const dying: Mailer = {
      ...mailer,
      enqueue: (trx, mail) => {
        calls += 1;
        if (calls > fanoutBatchSize + 20) throw new Error('killed');
        return mailer.enqueue(trx, mail);
      },
    };
    const publicUrl = 'http://localhost:3000';
    const clock = () => now;
    await expect(dispatchDueIssues({ db, mailer: dying, publicUrl, clock })).rejects.toThrow(
      'killed',
    );
    const afterCrash = await db
      .selectFrom('newsletter_issues')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(afterCrash).toMatchObject({ status: 'sending', recipients: fanoutBatchSize });

    // Two processes pick up where the last commit stopped.
    await Promise.all([
      dispatchDueIssues({ db, mailer, publicUrl, clock }),
      dispatchDueIssues({ db, mailer, publicUrl, clock }),
    ]);
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'idempotency_key'])
      .where('reference', '=', `newsletter:${id}`)
      .execute();
    expect(rows).toHaveLength(confirmed);
    expect(new Set(rows.map((row) => row.recipient)).size).toBe(confirmed);
    const statuses = await db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .where(
        'email',
        'in',
        rows.map((row) => row.recipient),
      )
      .distinct()
      .execute();
    expect(statuses).toEqual([{ status: 'confirmed' }]);
    const done = await db
      .selectFrom('newsletter_issues')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'sent', recipients: confirmed });
    expect(rows[0]?.idempotency_key).toMatch(new RegExp(`^newsletter:${id}:`));
  });
});
