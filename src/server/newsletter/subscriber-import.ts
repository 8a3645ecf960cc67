import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { parseSubscriberCsv, type ImportRow } from './subscriber-csv.ts';
import { newsletterList } from './subscribers-repository.ts';

export interface ImportSummary {
  /** New addresses, confirmed by the consent the file records. */
  added: number;
  /** Addresses that were waiting for their confirmation link, now confirmed. */
  confirmed: number;
  /** Already confirmed: left as they were. */
  unchanged: number;
  /** Unsubscribed or suppressed: an import never subscribes them again. */
  skipped: number;
}

/** Rows per statement: well under PostgreSQL's parameter limit. */
const chunkSize = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize)
    out.push(items.slice(start, start + chunkSize));
  return out;
}

async function existingStatuses(trx: Transaction<DB>, emails: string[]) {
  const statuses = new Map<string, string>();
  for (const part of chunks(emails)) {
    const rows = await trx
      .selectFrom('newsletter_subscribers')
      .select(['email', 'status'])
      .where('email', 'in', part)
      .forUpdate()
      .execute();
    for (const row of rows) statuses.set(row.email, row.status);
    // An address that left and whose account was deleted keeps only its unsubscribe.
    const left = await trx
      .selectFrom('mail_unsubscribes')
      .select('email')
      .where('list', '=', newsletterList)
      .where('email', 'in', part)
      .execute();
    for (const row of left) if (!statuses.has(row.email)) statuses.set(row.email, 'unsubscribed');
  }
  return statuses;
}

/**
 * Imports a subscriber CSV in one transaction: every row is checked first, and a file
 * with any bad row (or a failure part-way) changes nothing. Consent is required per row,
 * so the imported addresses are confirmed; unsubscribed and suppressed ones are skipped.
 */
export async function importSubscribers(
  db: Kysely<DB>,
  csv: string,
  now: Date,
): Promise<ImportSummary> {
  const parsed = parseSubscriberCsv(csv);
  if (!parsed.ok) throw AppError.badRequest(parsed.message, { problems: parsed.problems });
  return db.transaction().execute(async (trx) => {
    const statuses = await existingStatuses(
      trx,
      parsed.rows.map((row) => row.email),
    );
    const summary: ImportSummary = { added: 0, confirmed: 0, unchanged: 0, skipped: 0 };
    const fresh: ImportRow[] = [];
    const pending: ImportRow[] = [];
    for (const row of parsed.rows) {
      const status = statuses.get(row.email);
      if (status === undefined) fresh.push(row);
      else if (status === 'pending') pending.push(row);
      else if (status === 'confirmed') summary.unchanged += 1;
      else summary.skipped += 1;
    }
    for (const part of chunks(fresh)) {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values(
          part.map((row) => ({
            email: row.email,
            status: 'confirmed' as const,
            source: row.source,
            confirmed_at: row.consentedAt ?? now,
            created_at: now,
            updated_at: now,
          })),
        )
        // A sign-up of the same address meanwhile keeps its own row and double opt-in.
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('email')
        .execute();
      summary.added += inserted.length;
      summary.unchanged += part.length - inserted.length;
    }
    for (const part of chunks(pending)) {
      const updated = await trx
        .updateTable('newsletter_subscribers')
        .set({ status: 'confirmed', confirmed_at: now, confirm_token_hash: null, updated_at: now })
        .where(
          'email',
          'in',
          part.map((row) => row.email),
        )
        .where('status', '=', 'pending')
        .executeTakeFirst();
      summary.confirmed += Number(updated.numUpdatedRows);
    }
    return summary;
  });
}
