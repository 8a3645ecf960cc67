import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { SubscriberStatus } from '../db/schema/newsletter-schema.ts';

/** The mailing list (mail_unsubscribes.list) that issues are sent on. */
export const newsletterList = 'transmission';

/** A confirmation link works this long after it was mailed. */
export const confirmationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** A repeated sign-up of a pending address mails a new link at most this often. */
const confirmationResendMs = 15 * 60 * 1000;

export const hashConfirmToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const normalised = (email: string) => email.trim().toLowerCase();

export type SignupOutcome =
  | { kind: 'confirm'; subscriberId: string; token: string; tokenHash: string }
  | { kind: 'already-confirmed' }
  | { kind: 'recently-mailed' };

/**
 * A sign-up, in the caller's transaction. A new address, or one that left or was
 * suppressed, becomes `pending` with a fresh one-time token for the confirmation mail;
 * a confirmed one stays as it is. The row lock (upsert) serialises two sign-ups at once.
 */
export async function recordSignup(
  trx: Kysely<DB>,
  input: { email: string; source: string; now: Date },
): Promise<SignupOutcome> {
  const email = normalised(input.email);
  const token = randomBytes(24).toString('base64url');
  const tokenHash = hashConfirmToken(token);
  await trx
    .insertInto('newsletter_subscribers')
    .values({ email, source: input.source, status: 'pending' })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  const row = await trx
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status', 'confirmation_sent_at'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (row.status === 'confirmed') return { kind: 'already-confirmed' };
  const sentAt = row.confirmation_sent_at?.getTime();
  if (
    row.status === 'pending' &&
    sentAt !== undefined &&
    input.now.getTime() - sentAt < confirmationResendMs
  ) {
    return { kind: 'recently-mailed' };
  }
  await trx
    .updateTable('newsletter_subscribers')
    .set({
      status: 'pending',
      confirm_token_hash: tokenHash,
      confirmation_sent_at: input.now,
      updated_at: input.now,
    })
    .where('id', '=', row.id)
    .execute();
  return { kind: 'confirm', subscriberId: row.id, token, tokenHash };
}

/**
 * Uses a confirmation token: the pending address becomes confirmed (and may be mailed
 * again if it had once left the list). An unknown, used or expired token changes nothing.
 */
export async function confirmSubscription(
  db: Kysely<DB>,
  token: string,
  now: Date,
): Promise<{ email: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('newsletter_subscribers')
      .set({
        status: 'confirmed',
        confirm_token_hash: null,
        confirmed_at: now,
        unsubscribed_at: null,
        updated_at: now,
      })
      .where('confirm_token_hash', '=', hashConfirmToken(token))
      .where('status', '=', 'pending')
      .where('confirmation_sent_at', '>', new Date(now.getTime() - confirmationLifetimeMs))
      .returning('email')
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .deleteFrom('mail_unsubscribes')
      .where('email', '=', row.email)
      .where('list', '=', newsletterList)
      .execute();
    return row;
  });
}

/** The one-click unsubscribe of an issue (the outbox's list) also marks the subscriber. */
export async function markUnsubscribed(db: Kysely<DB>, email: string, now: Date): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'unsubscribed',
      confirm_token_hash: null,
      unsubscribed_at: now,
      updated_at: now,
    })
    .where('email', '=', normalised(email))
    .execute();
}

/**
 * Back on the list from the link of an issue the person received (the signed unsubscribe
 * token proves the address, and they had confirmed before): confirmed again at once.
 */
export async function resubscribe(db: Kysely<DB>, email: string, now: Date): Promise<void> {
  const address = normalised(email);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('mail_unsubscribes')
      .where('email', '=', address)
      .where('list', '=', newsletterList)
      .execute();
    await trx
      .insertInto('newsletter_subscribers')
      .values({ email: address, source: 'resubscribe', status: 'confirmed', confirmed_at: now })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet({
          status: 'confirmed',
          confirm_token_hash: null,
          confirmed_at: now,
          unsubscribed_at: null,
          updated_at: now,
        }),
      )
      .execute();
  });
}

export async function subscriberStatus(
  db: Kysely<DB>,
  email: string,
): Promise<SubscriberStatus | undefined> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('status')
    .where('email', '=', normalised(email))
    .executeTakeFirst();
  return row?.status;
}

export async function countSubscribers(db: Kysely<DB>): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .groupBy('status')
    .execute();
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The person's subscription as "Download my data" gives it (no token hash). */
export async function readSubscription(db: Kysely<DB>, email: string) {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'status', 'source', 'created_at', 'confirmed_at', 'unsubscribed_at'])
    .where('email', '=', normalised(email))
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Deleting an account removes its subscription. An earlier one-click unsubscribe stays
 * in mail_unsubscribes: it is what keeps the address from being mailed again.
 */
export async function forgetSubscriber(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('newsletter_subscribers').where('email', '=', normalised(email)).execute();
}

export const subscriberPageSize = 50;

/** The newest subscribers matching a search, one more than a page (to tell if there are more). */
export async function listSubscribers(
  db: Kysely<DB>,
  query: { q?: string | undefined; status?: SubscriberStatus | undefined },
) {
  let select = db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'status', 'source', 'created_at', 'confirmed_at', 'unsubscribed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('email')
    .limit(subscriberPageSize + 1);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    select = select.where('email', 'like', pattern);
  }
  return select.execute();
}

/** Every subscriber, oldest first: the admin's CSV export. */
export async function listAllSubscribers(db: Kysely<DB>) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'status', 'source', 'created_at', 'confirmed_at', 'unsubscribed_at'])
    .orderBy('created_at')
    .orderBy('email')
    .execute();
}
