import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { formatCurrency } from '~/shared/catalogue';
import { messages } from '~/shared/messages';
import type { AdminOrder } from '~/shared/schemas/billing';
import { Spinner } from '~/web/components/ui/spinner';
import { useAdminOrdersQuery } from '~/web/features/admin/api/admin-orders-api';
import { AdminSection } from '~/web/components/layout/admin-section';
import { capitalise, formatDateTime } from '../format';
import { RefundDialog } from './refund-dialog';

/** The newest orders, and a refund for those the local provider can pay back. */
export function OrderManagement() {
  const ordersQuery = useAdminOrdersQuery();
  const [refunding, setRefunding] = useState<AdminOrder | undefined>();
  const refundsHere = ordersQuery.data?.refundsHere ?? true;

  return (
    <AdminSection
      id="orders"
      icon={<Receipt aria-hidden="true" className="size-5 text-signal-400" />}
      title="Orders"
      description={
        refundsHere
          ? 'The latest 50 payments. Refund all or part of one; Analytics counts it the day it is made.'
          : 'The latest 50 payments. Refund Stripe payments in the Stripe dashboard; they show here once Stripe reports them.'
      }
    >
      {ordersQuery.isPending ? (
        <Spinner label="Loading orders" className="py-8" />
      ) : ordersQuery.isError ? (
        <p className="py-8 text-center text-ink-300">{messages.admin.loadOrdersFailed}</p>
      ) : ordersQuery.data.orders.length === 0 ? (
        <p className="py-8 text-center text-ink-300">No orders yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {ordersQuery.data.orders.map((order) => (
            <OrderRow key={order.id} order={order} onRefund={() => setRefunding(order)} />
          ))}
        </ul>
      )}
      <RefundDialog order={refunding} onClose={() => setRefunding(undefined)} />
    </AdminSection>
  );
}

function OrderRow({ order, onRefund }: { order: AdminOrder; onRefund: () => void }) {
  const money = (cents: number) => formatCurrency(cents, order.currency);
  const isFullyRefunded = order.amountRefunded > 0 && order.amountRefunded >= order.amountTotal;
  return (
    <li
      data-testid="admin-order"
      className="flex flex-col gap-3 rounded-xl border border-ink-800 bg-ink-950/60 p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-anywhere">{order.productName ?? 'Order'}</p>
        <p className="text-sm text-ink-300 wrap-anywhere">
          {order.email ?? 'No e-mail'} · Order #{order.id.slice(0, 8)} ·{' '}
          {formatDateTime(order.orderDate)}
        </p>
        {order.refundNote && <p className="mt-1 text-sm text-ink-300">{order.refundNote}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={`rounded-full border px-2 py-0.5 text-xs ${
            order.status === 'completed'
              ? 'border-pulse-500/50 text-pulse-400'
              : 'border-amber-400/50 text-amber-200'
          }`}
        >
          {isFullyRefunded ? 'Refunded' : capitalise(order.status)}
        </span>
        <span className="text-right">
          <span className="block font-semibold tabular-nums">{money(order.amountTotal)}</span>
          {order.amountRefunded > 0 && !isFullyRefunded && (
            <span className="block text-xs text-ink-300">
              {money(order.amountRefunded)} refunded
            </span>
          )}
        </span>
        {order.isRefundable && (
          <button
            type="button"
            onClick={onRefund}
            className="min-h-11 rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-red-400 hover:text-red-200"
            aria-label={`Refund order #${order.id.slice(0, 8)}`}
          >
            Refund
          </button>
        )}
      </div>
    </li>
  );
}
