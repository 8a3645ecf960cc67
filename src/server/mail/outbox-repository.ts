import { sql, type Kysely, type Selectable } from 'kysely';
import type { MailOutboxTable, MailStatus } from '../db/schema/mail-schema.ts';
import type { DB } from '../db/schema/schema.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface NewOutboxRow {
  kind: string;
  idempotencyKey: string;
  recipient: string;
  subject: string;
  data: unknown;
  list: string | null;
  reference: string | null;
  dueAt: Date | undefined;
  expiresAt: Date | undefined;
}

/** Wakes every process's worker when the writing transaction commits. */
export const outboxChannel = 'mail_outbox';

/**
 * Inserts the mail unless a live one has the key. The NOTIFY is part of the caller's
 * transaction: PostgreSQL delivers it at commit, so no worker looks before the row exists.
 */
export async function insertOutboxRow(
  db: Kysely<DB>,
  row: NewOutboxRow,
): Promise<{ id: string; isNew: boolean }> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values({
      kind: row.kind,
      idempotency_key: row.idempotencyKey,
      recipient: row.recipient,
      subject: row.subject,
      data: JSON.stringify(row.data),
      list: row.list,
      reference: row.reference,
      ...(row.dueAt ? { due_at: row.dueAt } : {}),
      expires_at: row.expiresAt ?? null,
    })
    .onConflict((conflict) =>
      conflict
        .column('idempotency_key')
        .where(sql<boolean>`status <> 'cancelled'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await sql`SELECT pg_notify(${outboxChannel}, '')`.execute(db);
    return { id: inserted.id, isNew: true };
  }
  const existing = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('idempotency_key', '=', row.idempotencyKey)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return { id: existing.id, isNew: false };
}

/**
 * Takes up to `limit` mails that are due, or whose sender's lease ran out before it handed
 * the mail over (a process that died mid-send), for `leaseSeconds`. SKIP LOCKED lets processes claim side by side; the
 * token lets a sender tell whether the row is still its own when it reports back.
 */
export async function claimDueMail(
  db: Kysely<DB>,
  {
    now,
    limit,
    leaseSeconds,
    token,
  }: { now: Date; limit: number; leaseSeconds: number; token: string },
): Promise<OutboxRow[]> {
  const leaseEnds = new Date(now.getTime() + leaseSeconds * 1000);
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      lease_expires_at: leaseEnds,
      claim_token: token,
      handed_over_at: null,
      first_attempt_at: eb.fn.coalesce('first_attempt_at', sql<Date>`${now}::timestamptz`),
      last_attempt_at: now,
      updated_at: sql<Date>`now()`,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where((where) =>
          where.or([
            where.and([where('status', '=', 'queued'), where('due_at', '<=', now)]),
            where.and([
              where('status', '=', 'sending'),
              where('lease_expires_at', '<', now),
              // Once handed over, the relay may have it: settleUnconfirmedHandovers, never again.
              where('handed_over_at', 'is', null),
            ]),
          ]),
        )
        .orderBy('due_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

type Outcome =
  | { status: 'sent'; smtpResponse: string; data?: unknown }
  | { status: 'failed' | 'cancelled' | 'unsent'; error: string }
  | { status: 'queued'; error: string; dueAt: Date };

/** Records how a claimed mail ended; false if the claim was lost (another process took it). */
export async function settleClaimedMail(
  db: Kysely<DB>,
  { id, token, outcome }: { id: string; token: string; outcome: Outcome },
): Promise<boolean> {
  const common = {
    status: outcome.status as MailStatus,
    lease_expires_at: null,
    claim_token: null,
    updated_at: sql<Date>`now()`,
  };
  const fields =
    outcome.status === 'sent'
      ? {
          ...common,
          sent_at: sql<Date>`now()`,
          last_error: null,
          smtp_response: outcome.smtpResponse.slice(0, 500),
          ...(outcome.data === undefined ? {} : { data: JSON.stringify(outcome.data) }),
        }
      : outcome.status === 'queued'
        ? { ...common, last_error: outcome.error.slice(0, 1000), due_at: outcome.dueAt }
        : { ...common, last_error: outcome.error.slice(0, 1000) };
  const result = await db
    .updateTable('mail_outbox')
    .set(fields)
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks a batch's accepted mails sent in one statement (each with the relay's answer);
 * returns the ids whose claim had passed to another process.
 */
export async function markBatchSent(
  db: Kysely<DB>,
  token: string,
  accepted: ReadonlyArray<{ id: string; smtpResponse: string }>,
): Promise<string[]> {
  if (accepted.length === 0) return [];
  const values = sql.join(
    accepted.map((mail) => sql`(${mail.id}::uuid, ${mail.smtpResponse.slice(0, 500)})`),
  );
  const updated = await sql<{ id: string }>`
    UPDATE mail_outbox AS mail
    SET status = 'sent', sent_at = now(), updated_at = now(), last_error = NULL,
      lease_expires_at = NULL, claim_token = NULL, smtp_response = accepted.response
    FROM (VALUES ${values}) AS accepted (id, response)
    WHERE mail.id = accepted.id AND mail.claim_token = ${token} AND mail.status = 'sending'
    RETURNING mail.id
  `.execute(db);
  const marked = new Set(updated.rows.map((row) => row.id));
  return accepted.filter((mail) => !marked.has(mail.id)).map((mail) => mail.id);
}

/**
 * Records that the sender is about to hand the mail's end to the relay; false if the claim
 * has passed to another process (then this sender must not finish the mail).
 */
export async function markHandedOver(db: Kysely<DB>, id: string, token: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ handed_over_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const unconfirmedHandoverResponse =
  'Unconfirmed: the sender stopped after handing the whole mail to the relay';

/**
 * Mails whose sender stopped after handing them over, before it heard the relay's answer
 * (lease over, or any such row at an embedded start): the relay most likely accepted them,
 * and sending again could repeat them, so they are recorded as sent, unconfirmed. Returns
 * them, for the caller to redact what their data must not keep.
 */
export async function settleUnconfirmedHandovers(
  db: Kysely<DB>,
  { leaseEndedBefore }: { leaseEndedBefore: Date | 'any' },
): Promise<Array<Pick<OutboxRow, 'id' | 'kind' | 'data'>>> {
  let update = db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: eb.ref('handed_over_at'),
      smtp_response: unconfirmedHandoverResponse,
      lease_expires_at: null,
      claim_token: null,
      updated_at: sql<Date>`now()`,
    }))
    .where('status', '=', 'sending')
    .where('handed_over_at', 'is not', null);
  if (leaseEndedBefore !== 'any') update = update.where('lease_expires_at', '<', leaseEndedBefore);
  return update.returning(['id', 'kind', 'data']).execute();
}

/** Replaces a sent mail's data (its one-time link redacted). */
export async function replaceMailData(db: Kysely<DB>, id: string, data: unknown): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', id)
    .execute();
}

/** Puts claimed mails that were never tried back in the queue (a stop before sending). */
export async function releaseClaims(db: Kysely<DB>, ids: string[], token: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      lease_expires_at: null,
      claim_token: null,
    }))
    .where('id', 'in', ids)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * With the embedded database only this process can be sending: a row still 'sending' at
 * start was left by a process that died (kill -9, power cut), and goes back to the queue
 * at once instead of waiting for its lease.
 */
export async function releaseOrphanedClaims(db: Kysely<DB>): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'queued', lease_expires_at: null, claim_token: null })
    .where('status', '=', 'sending')
    .where('handed_over_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function isUnsubscribed(
  db: Kysely<DB>,
  email: string,
  list: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('mail_unsubscribes')
    .select('email')
    .where('email', '=', email.trim().toLowerCase())
    .where('list', '=', list)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordUnsubscribe(
  db: Kysely<DB>,
  email: string,
  list: string,
): Promise<void> {
  await db
    .insertInto('mail_unsubscribes')
    .values({ email: email.trim().toLowerCase(), list })
    .onConflict((conflict) => conflict.columns(['email', 'list']).doNothing())
    .execute();
}

/** Cancels the queued mails of a group (a cancelled registration's reminders). */
export async function cancelQueuedMail(
  db: Kysely<DB>,
  filter: {
    reference?: string;
    kind?: string;
    keyPrefix?: string;
    recipient?: string;
    list?: string;
    /** Only mails of a mailing list (marketing), never receipts or notices. */
    isMarketing?: boolean;
  },
  reason: string,
): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'cancelled', last_error: reason, updated_at: sql<Date>`now()` })
    .where('status', '=', 'queued')
    .$if(filter.reference !== undefined, (query) =>
      query.where('reference', '=', filter.reference!),
    )
    .$if(filter.kind !== undefined, (query) => query.where('kind', '=', filter.kind!))
    .$if(filter.list !== undefined, (query) => query.where('list', '=', filter.list!))
    .$if(filter.isMarketing === true, (query) => query.where('list', 'is not', null))
    .$if(filter.recipient !== undefined, (query) =>
      query.where(sql<string>`lower(recipient)`, '=', filter.recipient!.toLowerCase()),
    )
    .$if(filter.keyPrefix !== undefined, (query) =>
      query.where('idempotency_key', 'like', `${filter.keyPrefix!.replace(/[\\%_]/g, '\\$&')}%`),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The slot of `count` mails at `perSecond`, shared by every process: returns how long to
 * wait before the first may go (the others follow 1/perSecond apart).
 */
export async function reserveSendSlots(
  db: Kysely<DB>,
  count: number,
  perSecond: number,
): Promise<number> {
  const seconds = count / perSecond;
  const row = await sql<{ wait_ms: number }>`
    UPDATE mail_send_pacing
    SET next_slot_at = greatest(next_slot_at, clock_timestamp()) + make_interval(secs => ${seconds})
    WHERE id = 1
    RETURNING (extract(epoch FROM next_slot_at - clock_timestamp()) * 1000 - ${seconds * 1000})::float8 AS wait_ms
  `.execute(db);
  return Math.max(0, row.rows[0]?.wait_ms ?? 0);
}
