import type { LiveCatalogueItem, LiveSale } from '../../shared/catalogue-live.ts';
import type { CatalogueEdit } from '../../shared/schemas/catalogue.ts';
import { formatPrice } from '../../shared/us-dollars.ts';

/** One field of an item, old to new, as the history shows it. */
export interface CatalogueChange {
  field: string;
  from: string;
  to: string;
}

const money = (cents: number) => formatPrice(cents / 100);
const list = (values: readonly string[]) => (values.length ? values.join(', ') : '(none)');
const sale = (value: LiveSale | null) =>
  value
    ? `${money(value.amount)} from ${value.startsAt.toISOString()} to ${value.endsAt.toISOString()}`
    : '(none)';

/** The edit as the item it would make, sale dates as instants. */
export function editedItem(item: LiveCatalogueItem, edit: CatalogueEdit): LiveCatalogueItem {
  return {
    ...item,
    name: edit.name,
    description: edit.description,
    amount: edit.amount,
    duration: edit.duration || null,
    included: edit.included,
    ladderProducts: edit.ladderProducts,
    sale: edit.sale
      ? {
          amount: edit.sale.amount,
          startsAt: new Date(edit.sale.startsAt),
          endsAt: new Date(edit.sale.endsAt),
        }
      : null,
  };
}

export function catalogueChanges(
  before: LiveCatalogueItem,
  after: LiveCatalogueItem,
): CatalogueChange[] {
  const fields: [string, string, string][] = [
    ['Name', before.name, after.name],
    ['Description', before.description, after.description],
    ['Price', money(before.amount), money(after.amount)],
    ['Duration', before.duration ?? '(none)', after.duration ?? '(none)'],
    ['Included', list(before.included), list(after.included)],
    ['Ladder products', list(before.ladderProducts), list(after.ladderProducts)],
    ['Sale', sale(before.sale), sale(after.sale)],
  ];
  return fields
    .filter(([, from, to]) => from !== to)
    .map(([field, from, to]) => ({ field, from, to }));
}
