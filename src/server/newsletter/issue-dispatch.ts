import type { Kysely } from 'kysely';
import { articlePath } from '../../shared/marketing/article-paths.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Subscribers queued per transaction: small enough to keep each commit short. */
export const fanoutBatchSize = 500;

export const issueReference = (issueId: string) => `newsletter:${issueId}`;
export const issueMailKey = (issueId: string, subscriberId: string) =>
  `newsletter:${issueId}:${subscriberId}`;

/**
 * Puts due issues into the outbox, one row per confirmed subscriber, in batches.
 *
 * Each batch is one transaction holding the issue's row lock (FOR UPDATE SKIP LOCKED: a
 * second process moves on instead of waiting) and ends by writing the last address it
 * queued. A process killed mid-batch rolls back the whole batch, and the next one resumes
 * after the last committed address: nobody is skipped. The idempotency key
 * `newsletter:<issue>:<subscriber>` would refuse a second row even if that ever failed.
 * The outbox's worker then sends at MAIL_SEND_RATE and drops a mail whose recipient
 * unsubscribed in the meantime.
 */
export async function dispatchDueIssues(options: {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}): Promise<number> {
  const { db, mailer, publicUrl, clock } = options;
  let queued = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const now = clock();
      const issue = await trx
        .selectFrom('newsletter_issues')
        .selectAll()
        .where('status', 'in', ['scheduled', 'sending'])
        .where('send_at', '<=', now)
        .orderBy('send_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!issue) return undefined;
      let query = trx
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email'])
        .where('status', '=', 'confirmed')
        .orderBy('email')
        .limit(fanoutBatchSize);
      if (issue.fanout_cursor !== null) query = query.where('email', '>', issue.fanout_cursor);
      const subscribers = await query.execute();
      let inserted = 0;
      for (const subscriber of subscribers) {
        const result = await mailer.enqueue(trx, {
          kind: 'newsletter_issue',
          to: subscriber.email,
          idempotencyKey: issueMailKey(issue.id, subscriber.id),
          reference: issueReference(issue.id),
          data: {
            issueId: issue.id,
            subject: issue.subject,
            preview: issue.preview,
            body: issue.body,
            ...(issue.article_slug
              ? { articleUrl: `${publicUrl}${articlePath(issue.article_slug)}` }
              : {}),
          },
        });
        if (result.isNew) inserted += 1;
      }
      const isDone = subscribers.length < fanoutBatchSize;
      await trx
        .updateTable('newsletter_issues')
        .set({
          status: isDone ? 'sent' : 'sending',
          fanout_cursor: subscribers.at(-1)?.email ?? issue.fanout_cursor,
          recipients: issue.recipients + inserted,
          updated_at: now,
          ...(isDone ? { queued_at: now } : {}),
        })
        .where('id', '=', issue.id)
        .execute();
      return inserted;
    });
    if (batch === undefined) return queued;
    queued += batch;
  }
}

/** How long after its fan-out an issue's failures are still looked at. */
const suppressionWindowMs = 3 * 24 * 60 * 60 * 1000;

/**
 * Suppresses confirmed subscribers whose copy of a recent issue failed for good (a 5xx
 * for the recipient, or two days of temporary failures): later issues skip them, and
 * the admin list shows why. Looks only at recent issues' rows, through the reference index.
 */
export async function suppressHardFailures(db: Kysely<DB>, now: Date): Promise<number> {
  const recent = await db
    .selectFrom('newsletter_issues')
    .select('id')
    .where('queued_at', '>', new Date(now.getTime() - suppressionWindowMs))
    .execute();
  if (recent.length === 0) return 0;
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'suppressed', updated_at: now })
    .where('status', '=', 'confirmed')
    .where('email', 'in', (query) =>
      query
        .selectFrom('mail_outbox')
        .select('recipient')
        .where(
          'reference',
          'in',
          recent.map((issue) => issueReference(issue.id)),
        )
        .where('status', '=', 'failed'),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
