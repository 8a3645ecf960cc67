import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  IssueCounts,
  IssueInput,
  NewsletterIssue,
} from '../../shared/schemas/newsletter-issues.ts';
import type { DB } from '../db/schema/schema.ts';
import type { NewsletterIssuesTable } from '../db/schema/newsletter-schema.ts';
import { cancelQueuedMail } from '../mail/outbox-repository.ts';
import { issueReference } from './issue-dispatch.ts';
import { unsubscribesByIssue } from './issue-unsubscribe-counts.ts';

type IssueRow = Selectable<NewsletterIssuesTable>;

const noCounts: IssueCounts = {
  recipients: 0,
  sent: 0,
  failed: 0,
  remaining: 0,
  notSent: 0,
  unsubscribes: 0,
};

/** Outbox rows of the listed issues by status (the reference index finds them). */
async function countsByIssue(db: Kysely<DB>, ids: string[]): Promise<Map<string, IssueCounts>> {
  const counts = new Map<string, IssueCounts>();
  if (ids.length === 0) return counts;
  // A copy cancelled by a pause and queued again on resume counts once, as the live row.
  const rows = await db
    .selectFrom('mail_outbox as mail')
    .select([
      'mail.reference',
      'mail.status',
      sql<number>`count(DISTINCT mail.idempotency_key)::int`.as('count'),
    ])
    .where('mail.reference', 'in', ids.map(issueReference))
    .where((where) =>
      where.or([
        where('mail.status', '<>', 'cancelled'),
        where.not(
          where.exists(
            where
              .selectFrom('mail_outbox as live')
              .select('live.id')
              .whereRef('live.idempotency_key', '=', 'mail.idempotency_key')
              .where('live.status', '<>', 'cancelled'),
          ),
        ),
      ]),
    )
    .groupBy(['mail.reference', 'mail.status'])
    .execute();
  for (const row of rows) {
    const id = row.reference?.slice('newsletter:'.length) ?? '';
    const entry = counts.get(id) ?? { ...noCounts };
    entry.recipients += row.count;
    if (row.status === 'sent') entry.sent += row.count;
    else if (row.status === 'failed') entry.failed += row.count;
    else if (row.status === 'queued' || row.status === 'sending') entry.remaining += row.count;
    else entry.notSent += row.count;
    counts.set(id, entry);
  }
  for (const [id, unsubscribes] of await unsubscribesByIssue(db, ids)) {
    counts.set(id, { ...(counts.get(id) ?? noCounts), unsubscribes });
  }
  return counts;
}

function toIssue(row: IssueRow, counts: IssueCounts | undefined): NewsletterIssue {
  return {
    id: row.id,
    subject: row.subject,
    preview: row.preview,
    body: row.body,
    articleSlug: row.article_slug,
    status: row.status,
    sendAt: row.send_at?.toISOString() ?? null,
    testSentAt: row.test_sent_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    queuedAt: row.queued_at?.toISOString() ?? null,
    counts: counts ?? noCounts,
  };
}

export async function listIssues(db: Kysely<DB>, limit = 30): Promise<NewsletterIssue[]> {
  const rows = await db
    .selectFrom('newsletter_issues')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const counts = await countsByIssue(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toIssue(row, counts.get(row.id)));
}

export async function findIssue(db: Kysely<DB>, id: string): Promise<NewsletterIssue | undefined> {
  const row = await db
    .selectFrom('newsletter_issues')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return toIssue(row, (await countsByIssue(db, [id])).get(id));
}

export async function createIssue(db: Kysely<DB>, input: IssueInput, now: Date): Promise<string> {
  const row = await db
    .insertInto('newsletter_issues')
    .values({
      subject: input.subject,
      preview: input.preview,
      body: input.body,
      article_slug: input.articleSlug,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Edits a draft or a scheduled issue; editing takes it back to draft, to be tested again
 * (`updated_at` is the time of the last edit of its content, nothing else).
 */
export async function updateIssue(
  db: Kysely<DB>,
  id: string,
  input: IssueInput,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_issues')
    .set({
      subject: input.subject,
      preview: input.preview,
      body: input.body,
      article_slug: input.articleSlug,
      status: 'draft',
      send_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markTestSent(db: Kysely<DB>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('newsletter_issues')
    .set({ test_sent_at: now })
    .where('id', '=', id)
    .execute();
}

/** Schedules a tested draft; false when it is not a draft or was edited since its test. */
export async function scheduleIssue(db: Kysely<DB>, id: string, sendAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_issues')
    .set({ status: 'scheduled', send_at: sendAt })
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .where('test_sent_at', 'is not', null)
    .where(sql<boolean>`test_sent_at >= updated_at`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes a scheduled issue back to draft before its time; one already sending cannot. */
export async function unscheduleIssue(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_issues')
    .set({ status: 'draft', send_at: null })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Pauses an issue being sent: its copies still queued are cancelled in the same
 * transaction (the fan-out holds the same row lock, so no batch lands after this).
 */
export async function pauseIssue(db: Kysely<DB>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('newsletter_issues')
      .select('id')
      .where('id', '=', id)
      .where('status', 'in', ['sending', 'sent'])
      .forUpdate()
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable('newsletter_issues')
      .set({ status: 'paused' })
      .where('id', '=', id)
      .execute();
    await cancelQueuedMail(
      trx,
      { reference: issueReference(id) },
      'Not sent yet: the issue was paused',
    );
    return true;
  });
}

/**
 * Resumes a paused issue by fanning out again from the first address: a copy already sent,
 * being sent or queued keeps its key and refuses a second row; the ones the pause
 * cancelled are queued anew. Confirmed subscribers only, as at the first pass.
 */
export async function resumeIssue(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_issues')
    .set({ status: 'sending', fanout_cursor: null })
    .where('id', '=', id)
    .where('status', '=', 'paused')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
