import type { Kysely } from 'kysely';
import {
  amountNow,
  type LiveCatalogue,
  type LiveCatalogueItem,
} from '../../shared/catalogue-live.ts';
import { catalogueKeys, isCatalogueKey, type CatalogueKey } from '../../shared/catalogue.ts';
import {
  catalogueChangeSchema,
  type CatalogueEdit,
  type CatalogueEntry,
  type CatalogueHistoryEntry,
  type CatalogueList,
} from '../../shared/schemas/catalogue.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import { catalogueChanges, editedItem } from './catalogue-changes.ts';
import { catalogueFromRows, itemFromRow, seedRows } from './catalogue-items.ts';
import {
  findCatalogueRow,
  insertCatalogueHistory,
  insertMissingRows,
  listCatalogueHistory,
  listCatalogueRows,
  nextCatalogueRevision,
  readCatalogueRevision,
  updateCatalogueRow,
} from './catalogue-repository.ts';
import type { ProviderPrices } from './provider-prices.ts';

/** Stores every item the code sells that the table lacks (first start, or a new product). */
export async function seedStoredCatalogue(db: Kysely<DB>): Promise<number> {
  return insertMissingRows(db, seedRows());
}

export interface VersionedCatalogue {
  revision: number;
  items: LiveCatalogue;
}

export async function loadCatalogue(db: Kysely<DB>): Promise<VersionedCatalogue> {
  const [revision, rows] = await Promise.all([readCatalogueRevision(db), listCatalogueRows(db)]);
  return { revision, items: catalogueFromRows(rows) };
}

export async function loadCatalogueItem(
  db: Kysely<DB>,
  key: CatalogueKey,
): Promise<LiveCatalogueItem> {
  const row = await findCatalogueRow(db, key);
  return (row && itemFromRow(row)) ?? catalogueFromRows([])[key];
}

async function entryOf(
  db: Kysely<DB>,
  item: LiveCatalogueItem,
  prices: ProviderPrices,
  now: Date,
): Promise<CatalogueEntry> {
  const amount = amountNow(item, now);
  return {
    key: item.key,
    name: item.name,
    description: item.description,
    mode: item.mode,
    amount: item.amount,
    currency: item.currency,
    intervalMonths: item.interval?.count ?? null,
    installments: item.installments ?? null,
    duration: item.duration,
    included: item.included,
    ladderProducts: item.ladderProducts,
    sale: item.sale
      ? {
          amount: item.sale.amount,
          startsAt: item.sale.startsAt.toISOString(),
          endsAt: item.sale.endsAt.toISOString(),
        }
      : null,
    revision: item.revision,
    updatedAt: item.updatedAt?.toISOString() ?? null,
    live: { amount, provider: prices.provider, priceId: await prices.find(db, item.key, amount) },
  };
}

const historyLimit = 50;

export async function getCatalogueHistory(db: Kysely<DB>): Promise<CatalogueHistoryEntry[]> {
  const rows = await listCatalogueHistory(db, historyLimit);
  return rows.map((row) => ({
    revision: row.revision,
    key: row.item_key,
    changedAt: row.changed_at.toISOString(),
    changedBy: row.changed_by_email,
    changes: catalogueChangeSchema.array().catch([]).parse(row.changes),
  }));
}

/** The admin's view: every item, the price each sells at now and its provider price. */
export async function getCatalogueList(
  db: Kysely<DB>,
  prices: ProviderPrices,
  now: Date,
): Promise<CatalogueList> {
  const { revision, items } = await loadCatalogue(db);
  const entries = await Promise.all(
    catalogueKeys.map((key) => entryOf(db, items[key], prices, now)),
  );
  return { revision, items: entries, history: await getCatalogueHistory(db) };
}

/**
 * Saves one item as edited from `edit.revision`. A save over a newer revision is refused
 * with 409 and changes nothing; a save that changes nothing writes no history. With
 * Stripe, the new price (and the sale's) is made before the save commits: a provider that
 * refuses it leaves the catalogue as it was.
 */
export async function saveCatalogueItem({
  db,
  user,
  key,
  edit,
  prices,
  now,
}: {
  db: Kysely<DB>;
  user: AuthenticatedUser;
  key: string;
  edit: CatalogueEdit;
  prices: ProviderPrices;
  now: Date;
}): Promise<CatalogueEntry> {
  if (!isCatalogueKey(key)) throw AppError.notFound(`No catalogue item ${key}`);
  await seedStoredCatalogue(db);
  const saved = await db.transaction().execute(async (transaction) => {
    const row = await findCatalogueRow(transaction, key, { forUpdate: true });
    const before = row && itemFromRow(row);
    if (!before) throw AppError.notFound(`No catalogue item ${key}`);
    if (before.revision !== edit.revision) {
      throw new AppError(
        409,
        'catalogue_conflict',
        'Another admin changed this item while you were editing. Nothing was saved; reload to see their change.',
        { currentRevision: before.revision },
      );
    }
    const after = editedItem(before, edit);
    const changes = catalogueChanges(before, after);
    if (changes.length === 0) return before;
    await ensureProviderPrices(transaction, prices, after);
    const revision = await nextCatalogueRevision(transaction);
    const updated = await updateCatalogueRow(transaction, key, {
      name: after.name,
      description: after.description,
      amount: after.amount,
      duration: after.duration,
      included: after.included,
      ladder_products: after.ladderProducts,
      sale_amount: after.sale?.amount ?? null,
      sale_starts_at: after.sale?.startsAt ?? null,
      sale_ends_at: after.sale?.endsAt ?? null,
      revision,
      updated_by: user.id,
    });
    await insertCatalogueHistory(transaction, {
      revision,
      key,
      userId: user.id,
      email: user.email,
      changes,
    });
    return itemFromRow(updated) ?? after;
  });
  return entryOf(db, saved, prices, now);
}

async function ensureProviderPrices(
  db: Kysely<DB>,
  prices: ProviderPrices,
  item: LiveCatalogueItem,
): Promise<void> {
  try {
    await prices.ensure(db, item, item.amount);
    if (item.sale) await prices.ensure(db, item, item.sale.amount);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      502,
      'provider_price_failed',
      'The payment provider did not accept the new price. Nothing was saved; try again.',
    );
  }
}
