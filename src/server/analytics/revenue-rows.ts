import type { RevenueRow } from './business-repository.ts';

export interface NetRevenueRow {
  key: string;
  orders: number;
  gross: number;
  refunds: number;
  net: number;
  currency: string;
}

/**
 * Puts a period's payments and its refunds side by side, by key and currency. A refund
 * belongs to the period it was made in, so a key can have refunds and no payments (a
 * month of refunds only): it still gets its row, with a negative net.
 */
export function withRefunds(gross: RevenueRow[], refunds: RevenueRow[]): NetRevenueRow[] {
  const rows = new Map<string, NetRevenueRow>();
  const rowFor = (key: string, currency: string) => {
    const id = JSON.stringify([key, currency]);
    let row = rows.get(id);
    if (!row) {
      row = { key, orders: 0, gross: 0, refunds: 0, net: 0, currency };
      rows.set(id, row);
    }
    return row;
  };
  for (const payment of gross) {
    const row = rowFor(payment.key, payment.currency);
    row.orders += payment.orders;
    row.gross += Number(payment.amount);
  }
  for (const refund of refunds)
    rowFor(refund.key, refund.currency).refunds += Number(refund.amount);
  for (const row of rows.values()) row.net = row.gross - row.refunds;
  return [...rows.values()];
}
