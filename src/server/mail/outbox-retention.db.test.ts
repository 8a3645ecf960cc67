import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import type { MailStatus } from '../db/schema/mail-schema.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { deleteSettledMail } from './outbox-retention.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function mail(status: MailStatus, updatedAt: string) {
  await database.db
    .insertInto('mail_outbox')
    .values({
      kind: 'plain_text',
      idempotency_key: `retention:${status}:${updatedAt}`,
      recipient: `${status}@studio.dev`,
      subject: status,
      status,
      updated_at: sql<Date>`${updatedAt}::timestamptz`,
    })
    .execute();
}

describe('outbox retention', () => {
  it('deletes settled mails past the retention and keeps everything still to send', async () => {
    const old = '2025-01-01T00:00:00Z';
    const recent = '2025-06-01T00:00:00Z';
    for (const status of ['sent', 'failed', 'cancelled', 'unsent', 'queued', 'sending'] as const) {
      await mail(status, old);
      await mail(status, recent);
    }
    const deleted = await deleteSettledMail(database.db, new Date('2025-03-01T00:00:00Z'));
    expect(deleted).toBe(4);
    const left = await database.db
      .selectFrom('mail_outbox')
      .select(['status', 'updated_at'])
      .where('idempotency_key', 'like', 'retention:%')
      .execute();
    expect(left).toHaveLength(8);
    const oldLeft = left.filter((row) => row.updated_at < new Date('2025-03-01T00:00:00Z'));
    expect(oldLeft.map((row) => row.status).sort()).toEqual(['queued', 'sending']);
  });
});
