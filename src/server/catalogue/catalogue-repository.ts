import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CatalogueItemsTable } from '../db/schema/catalogue-schema.ts';
import type { DB } from '../db/schema/schema.ts';

export type CatalogueRow = Selectable<CatalogueItemsTable>;

type Reader = Kysely<DB> | Transaction<DB>;

export async function listCatalogueRows(db: Reader): Promise<CatalogueRow[]> {
  return db.selectFrom('catalogue_items').selectAll().orderBy('position').execute();
}

export async function findCatalogueRow(
  db: Reader,
  key: string,
  { forUpdate = false } = {},
): Promise<CatalogueRow | undefined> {
  let query = db.selectFrom('catalogue_items').selectAll().where('key', '=', key);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The number every save moves: what a process asks to know its pages are stale. */
export async function readCatalogueRevision(db: Reader): Promise<number> {
  const row = await db
    .selectFrom('catalogue_state')
    .select('revision')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.revision;
}

/** Takes the next revision; the row lock makes concurrent saves take turns. */
export async function nextCatalogueRevision(transaction: Transaction<DB>): Promise<number> {
  const row = await transaction
    .updateTable('catalogue_state')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .returning('revision')
    .executeTakeFirstOrThrow();
  return row.revision;
}

export type NewCatalogueRow = Omit<CatalogueRow, 'revision' | 'updated_at' | 'updated_by'>;

/** Adds the items that are not stored yet; a stored item (maybe edited) is left alone. */
export async function insertMissingRows(db: Reader, rows: NewCatalogueRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('catalogue_items')
    .values(
      rows.map((row) => ({
        ...row,
        included: JSON.stringify(row.included),
        ladder_products: JSON.stringify(row.ladder_products),
      })),
    )
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .execute();
  return inserted.length;
}

export interface CatalogueRowUpdate {
  name: string;
  description: string;
  amount: number;
  duration: string | null;
  included: string[];
  ladder_products: string[];
  sale_amount: number | null;
  sale_starts_at: Date | null;
  sale_ends_at: Date | null;
}

export async function updateCatalogueRow(
  transaction: Transaction<DB>,
  key: string,
  update: CatalogueRowUpdate & { revision: number; updated_by: string },
): Promise<CatalogueRow> {
  return transaction
    .updateTable('catalogue_items')
    .set({
      ...update,
      included: JSON.stringify(update.included),
      ladder_products: JSON.stringify(update.ladder_products),
      updated_at: new Date(),
    })
    .where('key', '=', key)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertCatalogueHistory(
  transaction: Transaction<DB>,
  entry: { revision: number; key: string; userId: string; email: string; changes: unknown },
): Promise<void> {
  await transaction
    .insertInto('catalogue_history')
    .values({
      revision: entry.revision,
      item_key: entry.key,
      changed_by: entry.userId,
      changed_by_email: entry.email,
      changes: JSON.stringify(entry.changes),
    })
    .execute();
}

export async function listCatalogueHistory(db: Reader, limit: number) {
  return db
    .selectFrom('catalogue_history')
    .select(['revision', 'item_key', 'changed_at', 'changed_by_email', 'changes'])
    .orderBy('revision', 'desc')
    .limit(limit)
    .execute();
}

export async function findProviderPrice(
  db: Reader,
  where: { provider: string; key: string; amount: number },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalogue_provider_prices')
    .select('price_id')
    .where('provider', '=', where.provider)
    .where('item_key', '=', where.key)
    .where('amount', '=', where.amount)
    .executeTakeFirst();
  return row?.price_id;
}

/** The item a provider's price id was made for; undefined for ids this table never saw. */
export async function findKeyOfProviderPrice(
  db: Reader,
  where: { provider: string; priceId: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalogue_provider_prices')
    .select('item_key')
    .where('provider', '=', where.provider)
    .where('price_id', '=', where.priceId)
    .executeTakeFirst();
  return row?.item_key;
}

export async function recordProviderPrice(
  db: Reader,
  price: { provider: string; key: string; amount: number; priceId: string },
): Promise<void> {
  await db
    .insertInto('catalogue_provider_prices')
    .values({
      provider: price.provider,
      item_key: price.key,
      amount: price.amount,
      price_id: price.priceId,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'item_key', 'amount']).doNothing())
    .execute();
}
