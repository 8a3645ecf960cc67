import type { Kysely } from 'kysely';
import { amountNow, type LiveCatalogue } from '../../../shared/catalogue-live.ts';
import { formatCurrency, isCatalogueKey, type CatalogueKey } from '../../../shared/catalogue.ts';
import type { LadderProductId } from '../../../shared/ladder.ts';
import { loadCatalogue } from '../../catalogue/catalogue-service.ts';
import type { DB } from '../../db/schema/schema.ts';
import { billingPeriod } from './local-pages.ts';

/**
 * The studio's catalogue as the billing portal reads it: a plan's name, what it includes
 * and the price it sells at now are the stored ones (edited in admin), so the portal names
 * what checkout and the pages name, and what a plan switch will charge.
 */
export interface PortalCatalogue {
  items: LiveCatalogue;
  now: Date;
}

export async function loadPortalCatalogue(db: Kysely<DB>): Promise<PortalCatalogue> {
  return { items: (await loadCatalogue(db)).items, now: new Date() };
}

/** The stored name; an unknown price id (a plan since removed from code) as itself. */
export const planNameIn = (catalogue: PortalCatalogue, key: string): string =>
  isCatalogueKey(key) ? catalogue.items[key].name : key;

/** The dashboard products the stored plan includes. */
export const ladderOf = (catalogue: PortalCatalogue, key: string): LadderProductId[] =>
  isCatalogueKey(key) ? catalogue.items[key].ladderProducts : [];

/** Cents the plan sells at now (a running sale's price while it runs), as a switch charges. */
export const priceCents = (catalogue: PortalCatalogue, key: CatalogueKey): number =>
  amountNow(catalogue.items[key], catalogue.now);

/** "$595 per month": the plan's price now with its period. */
export const priceNowIn = (catalogue: PortalCatalogue, key: CatalogueKey): string =>
  withPeriod(priceCents(catalogue, key), key);

export function withPeriod(cents: number, key: string): string {
  const period = billingPeriod(key);
  return period ? `${formatCurrency(cents)} ${period}` : formatCurrency(cents);
}
