import type { ColumnType } from 'kysely';

/** Tables of the studio's catalogue (migration 20261203090000-create-catalogue). */

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json = ColumnType<unknown, string | undefined, string>;

export interface CatalogueStateTable {
  id: ColumnType<number, never, never>;
  revision: number;
}

export interface CatalogueItemsTable {
  key: string;
  position: number;
  name: string;
  description: string;
  mode: 'payment' | 'subscription';
  /** Cents. */
  amount: number;
  currency: ColumnType<string, string | undefined, string>;
  interval_months: number | null;
  installments: number | null;
  duration: string | null;
  included: Json;
  ladder_products: Json;
  sale_amount: number | null;
  sale_starts_at: NullableTimestamp;
  sale_ends_at: NullableTimestamp;
  revision: ColumnType<number, number | undefined, number>;
  updated_at: NullableTimestamp;
  updated_by: string | null;
}

export interface CatalogueHistoryTable {
  revision: number;
  item_key: string;
  changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  changed_by: string | null;
  changed_by_email: string;
  changes: ColumnType<unknown, string, string>;
}

export interface CatalogueProviderPricesTable {
  provider: string;
  item_key: string;
  amount: number;
  price_id: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CatalogueTables {
  catalogue_state: CatalogueStateTable;
  catalogue_items: CatalogueItemsTable;
  catalogue_history: CatalogueHistoryTable;
  catalogue_provider_prices: CatalogueProviderPricesTable;
}
