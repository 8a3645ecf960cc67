import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** Tables of the mail outbox (migration 20261204090000-mail-outbox). */

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'unsent';

export interface MailOutboxTable {
  id: Generated<string>;
  /** A kind from src/server/mail/mail-kinds.ts, or an earlier plain-text mail's. */
  kind: string;
  idempotency_key: string;
  recipient: string;
  subject: string;
  /** The template's input, written as JSON text. */
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The mailing list of a marketing mail (unsubscribe), else null. */
  list: string | null;
  /** What the mail is about (`webinar:<lead id>`), to cancel a group of queued mails. */
  reference: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  due_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  first_attempt_at: Date | null;
  last_attempt_at: Date | null;
  lease_expires_at: Date | null;
  claim_token: string | null;
  /** When the sender handed the mail's end to the relay (migration 20261214090000). */
  handed_over_at: Date | null;
  last_error: string | null;
  smtp_response: string | null;
  /** The text of a mail copied from outgoing_mail; newer mails render from `data`. */
  body_text: string | null;
  created_at: Timestamp;
  sent_at: Date | null;
  updated_at: Timestamp;
}

export interface MailUnsubscribesTable {
  email: string;
  list: string;
  created_at: Timestamp;
}

export interface MailSendPacingTable {
  id: number;
  next_slot_at: Timestamp;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
  mail_unsubscribes: MailUnsubscribesTable;
  mail_send_pacing: MailSendPacingTable;
}
