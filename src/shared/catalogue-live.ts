import { catalogue, catalogueKeys, type CatalogueItem, type CatalogueKey } from './catalogue.ts';
import { catalogueDollars } from './catalogue-prices.ts';

/**
 * The catalogue as the studio keeps it in the database: the code's catalogue is only its
 * seed (docs/decisions/2026-12-03-catalogue-in-the-database.md). A sale runs from its
 * start up to, not including, its end; while it runs, the sale amount is the price.
 */

export interface LiveSale {
  /** Cents. */
  amount: number;
  startsAt: Date;
  endsAt: Date;
}

export interface LiveCatalogueItem extends CatalogueItem {
  duration: string | null;
  included: string[];
  sale: LiveSale | null;
  /** The catalogue revision that last changed this item (0: as seeded). */
  revision: number;
  updatedAt: Date | null;
}

export type LiveCatalogue = Record<CatalogueKey, LiveCatalogueItem>;

/** Dollars per item (cents as decimals: 1499.99), as the pages print them. */
export type CatalogueDollars = Record<CatalogueKey, number>;

export function saleIsOn(sale: LiveSale | null, now: Date): sale is LiveSale {
  const time = now.getTime();
  return sale !== null && sale.startsAt.getTime() <= time && time < sale.endsAt.getTime();
}

/** What checkout charges for the item at `now`, in cents. */
export function amountNow(item: LiveCatalogueItem, now: Date): number {
  return saleIsOn(item.sale, now) ? item.sale.amount : item.amount;
}

/** Texts by item, only where the studio changed the seed's. */
export type CatalogueTexts = Partial<Record<CatalogueKey, string>>;

/**
 * The names and descriptions the studio changed from the seed (`catalogue.ts`). Pages name
 * a product in their own words until the studio renames it (a card's "SPARK Session", the
 * checkout's "SPARK™ Session"); once it does, every page shows the studio's name.
 */
export function editedTexts(items: LiveCatalogue): {
  names: CatalogueTexts;
  descriptions: CatalogueTexts;
} {
  const names: CatalogueTexts = {};
  const descriptions: CatalogueTexts = {};
  for (const key of catalogueKeys) {
    if (items[key].name !== catalogue[key].name) names[key] = items[key].name;
    if (items[key].description !== catalogue[key].description) {
      descriptions[key] = items[key].description;
    }
  }
  return { names, descriptions };
}

export function dollarsNow(items: LiveCatalogue, now: Date): CatalogueDollars {
  const dollars = {} as CatalogueDollars;
  for (const key of catalogueKeys) dollars[key] = amountNow(items[key], now) / 100;
  return dollars;
}

/** The instants (ms) at which some item's price starts or stops being its sale price. */
export function saleFlips(items: LiveCatalogue): number[] {
  return catalogueKeys.flatMap((key) => {
    const sale = items[key].sale;
    return sale ? [sale.startsAt.getTime(), sale.endsAt.getTime()] : [];
  });
}

/** How long each seeded item lasts, where the catalogue sells a length of time. */
const seedDurations: Partial<Record<CatalogueKey, string>> = {
  spark: '90 minutes',
  strategySession: '2 hours',
  brandFuelKickstart: '1 month',
  brandFuelKickstartRegular: '1 month',
  brandFuelPropel: '2 months',
  brandFuelVelocity: '3 months',
  foundationStack: '30 days',
  momentumStack: '35 to 40 days',
  completeSignalStack: '60 days',
};

/** What a bundle includes, by the names its items sell under. */
const seedIncluded: Partial<Record<CatalogueKey, string[]>> = {
  foundationStack: ['SPARK™ Session', 'BRAND KIT™', 'CORE™ Platform'],
  momentumStack: ['MIRROR™ AI', 'SIGNAL™ Content Engine', 'Launch support'],
  completeSignalStack: [
    'SPARK™ Session',
    'BRAND KIT™',
    'CORE™ Platform',
    'MIRROR™ AI',
    'SIGNAL™ Content Engine',
    '3 months of MOMENTUM™ support',
  ],
};

/** Today's catalogue, as a fresh install stores it on first start. */
export function seedItem(key: CatalogueKey): LiveCatalogueItem {
  return {
    ...catalogue[key],
    amount: catalogueDollars[key] * 100,
    duration: seedDurations[key] ?? null,
    included: seedIncluded[key] ?? [],
    sale: null,
    revision: 0,
    updatedAt: null,
  };
}

export function seedCatalogue(): LiveCatalogue {
  const items = {} as LiveCatalogue;
  for (const key of catalogueKeys) items[key] = seedItem(key);
  return items;
}
