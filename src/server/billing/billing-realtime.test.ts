import { describe, expect, it } from 'vitest';
import type { RowChangeNotice, TableRoute } from '../realtime/table-route.ts';
import { billingTableRoutes } from './billing-realtime.ts';

const routes = new Map(billingTableRoutes().map((route) => [route.table, route]));
const route = (table: string): TableRoute => routes.get(table)!;
const nobody = { any: false, wants: () => false };

function change(
  table: string,
  op: RowChangeNotice['op'],
  before: object | null,
  after: object | null,
): RowChangeNotice {
  return {
    schema: 'public',
    table,
    op,
    old: before as Record<string, unknown> | null,
    new: after as Record<string, unknown> | null,
  };
}

describe('billing realtime routes', () => {
  it('send a new ladder product to its owner only, whole', async () => {
    const row = { id: 'p1', user_id: 'u1', product_id: 'spark', status: 'active' };
    const deliveries = await route('user_products').route(
      [change('user_products', 'INSERT', null, row)],
      nobody,
    );
    expect(deliveries).toEqual([
      { userIds: ['u1'], change: { table: 'user_products', op: 'insert', row } },
    ]);
  });

  it('announce orders and subscriptions by id only, since their rows hold provider ids', async () => {
    const row = { id: 'o1', user_id: 'u1', provider_customer_id: 'cus_1', amount_total: 100 };
    const deliveries = await route('orders').route([change('orders', 'UPDATE', row, row)], nobody);
    expect(deliveries).toEqual([
      { userIds: ['u1'], change: { table: 'orders', op: 'update', row: { id: 'o1' } } },
    ]);
  });

  it('show an anonymous purchase claimed by a user as new to them, and to nobody before', async () => {
    const before = { id: 's1', user_id: null };
    const after = { id: 's1', user_id: 'u2' };
    const deliveries = await route('subscriptions').route(
      [change('subscriptions', 'UPDATE', before, after)],
      nobody,
    );
    expect(deliveries).toEqual([
      { userIds: ['u2'], change: { table: 'subscriptions', op: 'insert', row: { id: 's1' } } },
    ]);
  });
});
