import {
  seedCatalogue,
  seedItem,
  type LiveCatalogue,
  type LiveCatalogueItem,
} from '../../shared/catalogue-live.ts';
import { catalogueKeys, isCatalogueKey } from '../../shared/catalogue.ts';
import { ladderStages, type LadderProductId } from '../../shared/ladder.ts';
import type { CatalogueRow, NewCatalogueRow } from './catalogue-repository.ts';

const isLadderProductId = (id: string): id is LadderProductId => Object.hasOwn(ladderStages, id);

/** Between the database's rows and the catalogue the rest of the server reads. */

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

export function itemFromRow(row: CatalogueRow): LiveCatalogueItem | undefined {
  if (!isCatalogueKey(row.key)) return undefined;
  const months = row.interval_months;
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    mode: row.mode,
    amount: row.amount,
    currency: 'usd',
    ...(months === 1 || months === 3 ? { interval: { unit: 'month', count: months } } : {}),
    ...(row.installments ? { installments: row.installments } : {}),
    // Ladder ids are checked on the way in; a stored one this code no longer knows is dropped.
    ladderProducts: strings(row.ladder_products).filter(isLadderProductId),
    duration: row.duration,
    included: strings(row.included),
    sale:
      row.sale_amount !== null && row.sale_starts_at && row.sale_ends_at
        ? { amount: row.sale_amount, startsAt: row.sale_starts_at, endsAt: row.sale_ends_at }
        : null,
    revision: row.revision,
    updatedAt: row.updated_at,
  };
}

/** The stored rows over the seed: an item this code sells but the table lacks sells as seeded. */
export function catalogueFromRows(rows: CatalogueRow[]): LiveCatalogue {
  const items = seedCatalogue();
  for (const row of rows) {
    const item = itemFromRow(row);
    if (item) items[item.key] = item;
  }
  return items;
}

export function seedRows(): NewCatalogueRow[] {
  return catalogueKeys.map((key, position) => {
    const item = seedItem(key);
    return {
      key,
      position,
      name: item.name,
      description: item.description,
      mode: item.mode,
      amount: item.amount,
      currency: item.currency,
      interval_months: item.interval?.count ?? null,
      installments: item.installments ?? null,
      duration: item.duration,
      included: item.included,
      ladder_products: item.ladderProducts,
      sale_amount: null,
      sale_starts_at: null,
      sale_ends_at: null,
    };
  });
}
