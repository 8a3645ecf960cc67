import type { ColumnType, Generated } from 'kysely';

/** Tables of The Transmission (migration 20261208090000-newsletter). */

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'suppressed';
export type IssueStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'paused';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  status: ColumnType<SubscriberStatus, SubscriberStatus | undefined, SubscriberStatus>;
  source: string;
  confirm_token_hash: string | null;
  confirmation_sent_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsletterIssuesTable {
  id: Generated<string>;
  subject: string;
  preview: ColumnType<string, string | undefined, string>;
  body: string;
  article_slug: string | null;
  status: ColumnType<IssueStatus, IssueStatus | undefined, IssueStatus>;
  send_at: NullableTimestamp;
  fanout_cursor: string | null;
  recipients: ColumnType<number, number | undefined, number>;
  test_sent_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  queued_at: NullableTimestamp;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_issues: NewsletterIssuesTable;
}
