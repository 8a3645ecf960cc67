import type { AnalyticsReport } from '~/shared/schemas/analytics';
import {
  centsToDollars,
  eventLabel,
  formatDollars,
  formatPercent,
  formatPeriodLabel,
} from './analytics-format';
import type { ReportTableData } from './report-table';

/** Each figure of the report as a table: what the screen shows and the CSV exports. */
export function reportTables(report: AnalyticsReport) {
  const traffic: ReportTableData = {
    fileName: 'visitors-and-page-views',
    columns: [
      {
        header: report.range.bucket === 'day' ? 'Day' : 'Month',
        format: (value) => formatPeriodLabel(String(value)),
      },
      { header: 'Visitors', isNumeric: true },
      { header: 'Page views', isNumeric: true },
    ],
    rows: report.traffic.map((point) => [point.period, point.visitors, point.pageViews]),
  };
  const pages: ReportTableData = {
    fileName: 'top-pages',
    columns: [
      { header: 'Page' },
      { header: 'Views', isNumeric: true },
      { header: 'Visitors', isNumeric: true },
    ],
    rows: report.topPages.map((row) => [row.path, row.views, row.visitors]),
  };
  const sources: ReportTableData = {
    fileName: 'top-sources',
    columns: [
      { header: 'Source' },
      { header: 'Views', isNumeric: true },
      { header: 'Visitors', isNumeric: true },
    ],
    rows: report.topSources.map((row) => [row.source, row.views, row.visitors]),
  };
  const campaigns: ReportTableData = {
    fileName: 'campaigns',
    columns: [
      { header: 'Campaign' },
      { header: 'Source' },
      { header: 'Medium' },
      { header: 'Views', isNumeric: true },
    ],
    rows: report.topCampaigns.map((row) => [
      row.campaign || '(none)',
      row.source,
      row.medium,
      row.views,
    ]),
  };
  const funnel: ReportTableData = {
    fileName: 'funnel',
    columns: [
      { header: 'Step' },
      { header: 'Visitors', isNumeric: true },
      { header: 'Of previous', isNumeric: true, format: formatPercent },
      { header: 'Of visits', isNumeric: true, format: formatPercent },
      // Apart: visitors of a step the step before never counted (a purchase without a
      // counted visit), so the rates beside them stay within 100 %.
      { header: 'Beyond previous', isNumeric: true },
    ],
    rows: report.funnel.map((step) => [
      step.step,
      step.visitors,
      step.fromPrevious ?? '',
      step.fromFirst ?? '',
      step.withoutPrevious,
    ]),
  };
  const events: ReportTableData = {
    fileName: 'events',
    columns: [
      { header: 'Event' },
      { header: 'Events', isNumeric: true },
      { header: 'Visitors', isNumeric: true },
    ],
    rows: report.events.map((row) => [eventLabel(row.name), row.events, row.visitors]),
  };
  const money = { isNumeric: true, format: formatDollars };
  // Gross of the period's payments, refunds made in the period, and what is left.
  const amounts = [
    { header: 'Gross', csvHeader: 'Gross (USD)', ...money },
    { header: 'Refunds', csvHeader: 'Refunds (USD)', ...money },
    { header: 'Net', csvHeader: 'Net (USD)', ...money },
  ];
  const byProduct: ReportTableData = {
    fileName: 'revenue-by-product',
    columns: [{ header: 'Product' }, { header: 'Orders', isNumeric: true }, ...amounts],
    rows: report.revenueByProduct.map((row) => [
      row.product,
      row.orders,
      centsToDollars(row.gross),
      centsToDollars(row.refunds),
      centsToDollars(row.net),
    ]),
  };
  const byMonth: ReportTableData = {
    fileName: 'revenue-by-month',
    columns: [
      { header: 'Month', format: (value) => formatPeriodLabel(String(value)) },
      { header: 'Orders', isNumeric: true },
      ...amounts,
    ],
    rows: report.revenueByMonth.map((row) => [
      row.month,
      row.orders,
      centsToDollars(row.gross),
      centsToDollars(row.refunds),
      centsToDollars(row.net),
    ]),
  };
  return { traffic, pages, sources, campaigns, funnel, events, byProduct, byMonth };
}
