import { Receipt } from 'lucide-react';
import { formatCurrency, isCatalogueKey, catalogue } from '../../../../shared/catalogue';
import { formatShortDate, orderNumber } from '../../../../shared/billing/subscription-display';
import type { OrderRecord } from '../../../../shared/schemas/billing';

function StatusBadge({ status }: { status: string }) {
  const isCompleted = status === 'completed';
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${
        isCompleted ? 'bg-green-500/15 text-green-300' : 'bg-yellow-400/15 text-yellow-200'
      }`}
    >
      {status}
    </span>
  );
}

/** Date, status badge, "Order #" and 8 characters, amount as currency; or "No orders found". */
export function OrderHistory({ orders }: { orders: OrderRecord[] }) {
  return (
    <section
      aria-labelledby="orders-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-6"
    >
      <h2 id="orders-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Receipt aria-hidden="true" className="size-5 text-signal-400" />
        Order History
      </h2>
      {orders.length === 0 ? (
        <p className="mt-4 text-sm text-ink-300">No orders found</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-800">
          {orders.map((order) => (
            <li
              key={order.order_id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink-100">{orderNumber(order.order_id)}</p>
                <p className="mt-0.5 text-sm text-ink-400">
                  <time dateTime={order.order_date}>{formatShortDate(order.order_date)}</time>
                  {order.price_id && isCatalogueKey(order.price_id) && (
                    <span> · {catalogue[order.price_id].name}</span>
                  )}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <StatusBadge status={order.order_status} />
                <span className="font-semibold tabular-nums text-ink-100">
                  {formatCurrency(order.amount_total, order.currency || 'usd')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
