import type { Kysely, Selectable } from 'kysely';
import type { UserProductsTable } from '../db/schema/billing-schema.ts';
import type { DB } from '../db/schema/schema.ts';

export type UserProductRow = Selectable<UserProductsTable>;

export async function listUserProducts(db: Kysely<DB>, userId: string): Promise<UserProductRow[]> {
  return db
    .selectFrom('user_products')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('purchase_date', 'desc')
    .orderBy('product_id')
    .execute();
}

export interface ProductGrant {
  productId: string;
  productName: string;
  purchaseDate: Date;
  metadata: Record<string, string>;
}

/** Adds the product, or makes an existing one active again; a second grant changes nothing. */
export async function grantProduct(
  db: Kysely<DB>,
  userId: string,
  grant: ProductGrant,
): Promise<void> {
  await db
    .insertInto('user_products')
    .values({
      user_id: userId,
      product_id: grant.productId,
      product_name: grant.productName,
      metadata: JSON.stringify(grant.metadata),
      status: 'active',
      purchase_date: grant.purchaseDate,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'product_id'])
        .doUpdateSet({ status: 'active', metadata: JSON.stringify(grant.metadata) })
        .where('user_products.status', '<>', 'active'),
    )
    .execute();
}

/** Ends products a subscription granted once nothing grants them any more. */
export async function deactivateSubscriptionProducts(
  db: Kysely<DB>,
  userId: string,
  keepProductIds: string[],
): Promise<void> {
  let query = db
    .updateTable('user_products')
    .set({ status: 'inactive' })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where((eb) => eb(eb.ref('metadata', '->>').key('source'), '=', 'subscription'));
  if (keepProductIds.length > 0) query = query.where('product_id', 'not in', keepProductIds);
  await query.execute();
}
