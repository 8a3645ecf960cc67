import {
  stringField,
  type Delivery,
  type RowChangeNotice,
  type TableRoute,
} from '../realtime/table-route.ts';

/**
 * Realtime routes for billing: a change reaches only the row's owner (before and after,
 * so a row handed to a user announces itself to them). user_products rows go out whole
 * (the dashboard shows them as they are); orders and subscriptions only as a change
 * notice with the id, since their rows carry provider ids: the client refetches its views.
 */
function ownerRoute(table: string, shape: (row: Record<string, unknown>) => unknown): TableRoute {
  return {
    table,
    async route(changes: readonly RowChangeNotice[]) {
      const deliveries: Delivery[] = [];
      for (const change of changes) {
        const after = stringField(change.new, 'user_id');
        const before = stringField(change.old, 'user_id');
        const op = change.op === 'INSERT' ? 'insert' : change.op === 'UPDATE' ? 'update' : 'delete';
        if (after) {
          const isNewToReader = op === 'update' && before !== after;
          const row = change.new ? shape(change.new) : null;
          deliveries.push({
            userIds: [after],
            change: { table, op: isNewToReader ? 'insert' : op, row },
          });
        }
        if (before && before !== after) {
          const id = stringField(change.old, 'id');
          deliveries.push({ userIds: [before], change: { table, op: 'delete', row: { id } } });
        }
      }
      return deliveries;
    },
  };
}

const idOnly = (row: Record<string, unknown>) => ({ id: stringField(row, 'id') });

export function billingTableRoutes(): TableRoute[] {
  return [
    ownerRoute('user_products', (row) => row),
    ownerRoute('orders', idOnly),
    ownerRoute('subscriptions', idOnly),
  ];
}
