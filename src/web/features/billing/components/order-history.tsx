import { Receipt } from 'lucide-react';
import { formatCurrency, isCatalogueKey, catalogue } from '~/shared/catalogue';
import { formatShortDate, orderNumber } from '~/shared/billing/subscription-display';
import type { OrderRecord } from '~/shared/schemas/billing';

/** A paid order refunded in full shows "Refunded", not "Completed". */
function StatusBadge({ order }: { order: OrderRecord }) {
  const isRefunded = order.order_status === 'completed' && isWhollyRefunded(order);
  const isCompleted = order.order_status === 'completed' && !isRefunded;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${
        isCompleted
          ? 'bg-green-500/15 text-green-300'
          : isRefunded
            ? 'bg-ink-700 text-ink-100'
            : 'bg-yellow-400/15 text-yellow-200'
      }`}
    >
      {isRefunded ? 'Refunded' : order.order_status}
    </span>
  );
}

const isWhollyRefunded = (order: OrderRecord) =>
  order.amount_refunded > 0 && order.amount_refunded >= order.amount_total;

/**
 * What was paid back: an admin's refund of $500 left the history saying "Completed $1,500".
 * A partial refund shows what was refunded and what the order now comes to.
 */
function RefundLine({ order }: { order: OrderRecord }) {
  if (order.amount_refunded <= 0) return null;
  const money = (cents: number) => formatCurrency(cents, order.currency || 'usd');
  const when = order.refunded_at ? ` on ${formatShortDate(order.refunded_at)}` : '';
  return (
    <p className="w-full text-sm text-ink-300 sm:text-right">
      {isWhollyRefunded(order)
        ? `Refunded in full${when}: ${money(order.amount_refunded)} back to your card.`
        : `${money(order.amount_refunded)} refunded${when}; you paid ${money(order.amount_total - order.amount_refunded)} in the end.`}
    </p>
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
                <StatusBadge order={order} />
                <span
                  className={`font-semibold tabular-nums ${
                    order.amount_refunded > 0 ? 'text-ink-400 line-through' : 'text-ink-100'
                  }`}
                >
                  {formatCurrency(order.amount_total, order.currency || 'usd')}
                </span>
              </div>
              <RefundLine order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
