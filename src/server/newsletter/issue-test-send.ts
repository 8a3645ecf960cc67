import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { articlePath } from '../../shared/marketing/article-paths.ts';
import type { NewsletterIssue } from '../../shared/schemas/newsletter-issues.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { markTestSent } from './issue-repository.ts';

/**
 * Mails an issue, marked as a test, to the admin who asked, and records when: both or
 * neither. Every test is a new mail (a fresh key), as often as the admin asks.
 */
export async function sendTestIssue(
  deps: { db: Kysely<DB>; mailer: Mailer; publicUrl: string; clock: Clock },
  issue: NewsletterIssue,
  to: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await deps.mailer.enqueue(trx, {
      kind: 'newsletter_issue',
      to,
      idempotencyKey: `newsletter-test:${issue.id}:${randomUUID()}`,
      data: {
        issueId: issue.id,
        subject: issue.subject,
        preview: issue.preview,
        body: issue.body,
        isTest: true,
        ...(issue.articleSlug
          ? { articleUrl: `${deps.publicUrl}${articlePath(issue.articleSlug)}` }
          : {}),
      },
    });
    await markTestSent(trx, issue.id, deps.clock());
  });
}
