import { formatCurrency } from '~/shared/catalogue';
import type { AnalyticsReport } from '~/shared/schemas/analytics';
import { formatCount } from './report-table';

interface Tile {
  label: string;
  value: string;
  note?: string;
}

function tiles(report: AnalyticsReport): Tile[] {
  const visitors = report.traffic.reduce((total, point) => total + point.visitors, 0);
  const pageViews = report.traffic.reduce((total, point) => total + point.pageViews, 0);
  const net = report.revenueByProduct.reduce((total, row) => total + row.net, 0);
  const orders = report.revenueByProduct.reduce((total, row) => total + row.orders, 0);
  const { failedPayments, refunds, cancelledSubscriptions } = report.apart;
  return [
    { label: 'Visitors', value: formatCount(visitors), note: 'unique per day' },
    { label: 'Page views', value: formatCount(pageViews) },
    {
      label: 'Net revenue',
      value: formatCurrency(net),
      note: `${formatCount(orders)} orders, ${formatCurrency(refunds.amount)} refunded`,
    },
    { label: 'New accounts', value: formatCount(report.accounts.newAccounts) },
    {
      label: 'Active subscribers',
      value: formatCount(report.accounts.activeSubscribers),
      note: 'now',
    },
    { label: 'MRR', value: formatCurrency(report.accounts.mrr), note: 'monthly recurring, now' },
    {
      label: 'Failed payments',
      value: formatCurrency(failedPayments.amount),
      note: `${formatCount(failedPayments.orders)} orders, not in revenue`,
    },
    {
      label: 'Cancelled subscriptions',
      value: formatCount(cancelledSubscriptions.subscriptions),
      note: `${formatCurrency(cancelledSubscriptions.monthlyAmount)} a month lost`,
    },
  ];
}

/** The period's headline figures. */
export function SummaryTiles({ report }: { report: AnalyticsReport }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles(report).map((tile) => (
        <div key={tile.label} className="rounded-xl border border-ink-800 bg-ink-950/60 p-3 sm:p-4">
          <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">{tile.label}</dt>
          <dd className="mt-1 text-xl font-bold text-ink-50 tabular-nums sm:text-2xl">
            {tile.value}
          </dd>
          {tile.note && <dd className="mt-0.5 text-xs text-ink-400">{tile.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
