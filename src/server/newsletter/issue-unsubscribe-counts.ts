import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { issueReference } from './issue-dispatch.ts';
import { newsletterList } from './subscribers-repository.ts';

/**
 * Unsubscribes per issue. The one-click link proves the address and the list, not the
 * mail, so an unsubscribe counts for the last issue delivered to the address before it:
 * the issue the reader had in front of them. An address that subscribed again no longer
 * has its unsubscribe recorded and counts nowhere.
 */
export async function unsubscribesByIssue(
  db: Kysely<DB>,
  issueIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (issueIds.length === 0) return counts;
  const references = issueIds.map(issueReference);
  const rows = await sql<{ reference: string; count: number }>`
    SELECT latest.reference, count(*)::int AS count
    FROM mail_unsubscribes AS u
    CROSS JOIN LATERAL (
      SELECT m.reference FROM mail_outbox AS m
      WHERE lower(m.recipient) = u.email
        AND m.reference LIKE 'newsletter:%'
        AND m.status = 'sent'
        AND m.sent_at <= u.created_at
      ORDER BY m.created_at DESC
      LIMIT 1
    ) AS latest
    WHERE u.list = ${newsletterList} AND latest.reference IN (${sql.join(references)})
    GROUP BY latest.reference
  `.execute(db);
  for (const row of rows.rows) {
    counts.set(row.reference.slice('newsletter:'.length), row.count);
  }
  return counts;
}
