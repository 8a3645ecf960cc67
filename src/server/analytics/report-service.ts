import type { Kysely } from 'kysely';
import {
  pageViewKind,
  serverEventNames,
  browserEventNames,
  leadEventNames,
} from '../../shared/analytics-events.ts';
import { catalogue, isCatalogueKey } from '../../shared/catalogue.ts';
import type { AnalyticsQuery, AnalyticsReport } from '../../shared/schemas/analytics.ts';
import { liveSubscriptionStatuses } from '../billing/purchase-records.ts';
import type { DB } from '../db/schema/schema.ts';
import {
  failedPayments,
  newAccounts,
  revenueByMonth,
  revenueByProduct,
  refunds,
  subscriptionKeys,
} from './business-repository.ts';
import { withRefunds } from './revenue-rows.ts';
import { bucketLabels, rangeInstants, resolveRange } from './report-range.ts';
import {
  dailyKinds,
  topCampaigns,
  topPages,
  topSources,
  type DailyKindRow,
} from './report-repository.ts';

const tableRows = 10;

/** The funnel's steps: a kind of event, and how the admin reads it. */
const funnelSteps = [
  { kind: pageViewKind, step: 'Visit' },
  { kind: 'scorecard_completed', step: 'Scorecard' },
  { kind: 'lead', step: 'Lead' },
  { kind: 'checkout_started', step: 'Checkout started' },
  { kind: 'purchase_completed', step: 'Purchase' },
] as const;

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** A subscription's price per month, in cents (a quarterly plan counts a third). */
export function monthlyAmount(catalogueKey: string | null): number {
  if (!catalogueKey || !isCatalogueKey(catalogueKey)) return 0;
  const item = catalogue[catalogueKey];
  return item.interval ? Math.round(item.amount / item.interval.count) : 0;
}

function sumBy(rows: DailyKindRow[], kind: string) {
  return rows
    .filter((row) => row.kind === kind)
    .reduce(
      (total, row) => ({
        events: total.events + row.events,
        visitors: total.visitors + row.visitors,
      }),
      {
        events: 0,
        visitors: 0,
      },
    );
}

/**
 * The funnel from daily sums. A step can count visitors the step before never saw (a
 * purchase from a session that sent no page view: an opted-out browser, a guest paying on
 * the provider's page the next day), which once showed purchases at 300 % of visits. Each
 * step therefore keeps at most the previous step's visitors, and the rest are shown apart
 * (`withoutPrevious`), so no rate passes 100 %.
 */
export function funnel(rows: DailyKindRow[]): AnalyticsReport['funnel'] {
  const counts = funnelSteps.map(({ kind }) => sumBy(rows, kind).visitors);
  const kept: number[] = [];
  counts.forEach((count, index) => {
    kept.push(index === 0 ? count : Math.min(count, kept[index - 1]!));
  });
  const first = kept[0] ?? 0;
  return funnelSteps.map(({ step }, index) => ({
    step,
    visitors: kept[index]!,
    withoutPrevious: counts[index]! - kept[index]!,
    fromPrevious: index === 0 ? null : percent(kept[index]!, kept[index - 1]!),
    fromFirst: index === 0 ? null : percent(kept[index]!, first),
  }));
}

function traffic(rows: DailyKindRow[], labels: string[], bucket: 'day' | 'month') {
  const byLabel = new Map(labels.map((label) => [label, { visitors: 0, pageViews: 0 }]));
  for (const row of rows) {
    if (row.kind !== pageViewKind) continue;
    const point = byLabel.get(bucket === 'day' ? row.day : row.day.slice(0, 7));
    if (!point) continue;
    point.visitors += row.visitors;
    point.pageViews += row.events;
  }
  return labels.map((period) => ({ period, ...byLabel.get(period)! }));
}

const productName = (key: string) =>
  isCatalogueKey(key) ? catalogue[key].name : key || 'Unknown product';

/**
 * Everything the admin's Analytics section shows for one period. Visitors are distinct
 * per day (the salt changes daily, by design), so a period's visitors are the sum of its
 * days', as in Plausible.
 */
export async function analyticsReport(
  db: Kysely<DB>,
  query: AnalyticsQuery,
  now: Date,
): Promise<AnalyticsReport> {
  const range = resolveRange(query, now);
  const instants = rangeInstants(range);
  const days = { from: range.from, to: range.to };
  const [
    kinds,
    pages,
    sources,
    campaigns,
    byProduct,
    byMonth,
    refundedByProduct,
    refundedByMonth,
    failed,
    cancelled,
    live,
    accounts,
  ] = await Promise.all([
    dailyKinds(db, days, leadEventNames),
    topPages(db, days, tableRows),
    topSources(db, days, tableRows),
    topCampaigns(db, days, tableRows),
    revenueByProduct(db, instants),
    revenueByMonth(db, instants),
    refunds(db, instants, 'product'),
    refunds(db, instants, 'month'),
    failedPayments(db, instants),
    subscriptionKeys(db, ['canceled'], instants),
    subscriptionKeys(db, [...liveSubscriptionStatuses]),
    newAccounts(db, instants),
  ]);
  return {
    range,
    traffic: traffic(kinds, bucketLabels(range), range.bucket),
    topPages: pages,
    topSources: sources,
    topCampaigns: campaigns.map((row) => ({
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      views: row.views,
    })),
    funnel: funnel(kinds),
    events: [...browserEventNames, ...serverEventNames].map((name) => ({
      name,
      ...sumBy(kinds, name),
    })),
    revenueByProduct: withRefunds(byProduct, refundedByProduct).map(({ key, ...row }) => ({
      product: productName(key),
      ...row,
    })),
    revenueByMonth: withRefunds(byMonth, refundedByMonth)
      .sort((first, second) => first.key.localeCompare(second.key))
      .map(({ key, ...row }) => ({ month: key, ...row })),
    apart: {
      failedPayments: { orders: failed.orders, amount: Number(failed.amount) },
      refunds: {
        refunds: refundedByMonth.reduce((total, row) => total + row.orders, 0),
        amount: refundedByMonth.reduce((total, row) => total + Number(row.amount), 0),
      },
      cancelledSubscriptions: {
        subscriptions: cancelled.length,
        monthlyAmount: cancelled.reduce((total, key) => total + monthlyAmount(key), 0),
      },
    },
    accounts: {
      newAccounts: accounts,
      activeSubscribers: live.length,
      mrr: live.reduce((total, key) => total + monthlyAmount(key), 0),
    },
  };
}
