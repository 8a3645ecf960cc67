import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '~/web/components/ui/spinner';
import { useAnalyticsReport, type PeriodSelection } from '~/web/features/admin/api/analytics-api';
import { AdminSection } from '~/web/components/layout/admin-section';
import { PeriodPicker } from './period-picker';
import { ReportCard } from './report-card';
import { reportTables } from './report-tables';
import { SummaryTiles } from './summary-tiles';
import { TrafficChart } from './traffic-chart';

const updatedAt = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * First-party analytics (docs/analytics.md): traffic, sources, the funnel and what the
 * business took, for a chosen period; it refreshes every minute while open.
 */
export function AnalyticsSection() {
  const [selection, setSelection] = useState<PeriodSelection>({ period: '30d' });
  const reportQuery = useAnalyticsReport(selection);
  const report = reportQuery.data;
  const tables = report ? reportTables(report) : undefined;
  const range = report ? `${report.range.from}-to-${report.range.to}` : '';

  return (
    <AdminSection
      id="analytics"
      icon={<BarChart3 aria-hidden="true" className="size-5 text-signal-400" />}
      title="Analytics"
      description="Visitors, sources, the funnel and revenue. Counted by our own server: no cookies, Do Not Track honoured. Days are UTC."
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <PeriodPicker selection={selection} onChange={setSelection} shownRange={report?.range} />
        <p className="text-xs text-ink-400" aria-live="polite">
          {reportQuery.isFetching
            ? 'Updating…'
            : reportQuery.dataUpdatedAt
              ? `Updated ${updatedAt.format(reportQuery.dataUpdatedAt)}`
              : ''}
        </p>
      </div>
      {reportQuery.isError && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-200"
        >
          The analytics could not be loaded.{' '}
          {report ? 'Showing the last figures.' : 'Try again in a moment.'}
        </p>
      )}
      {!report || !tables ? (
        reportQuery.isPending && <Spinner label="Loading analytics" className="py-10" />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={reportQuery.isFetching || undefined}>
          <SummaryTiles report={report} />
          <ReportCard
            title="Visitors and page views"
            range={range}
            data={tables.traffic}
            chart={<TrafficChart points={report.traffic} />}
          />
          <ReportCard title="Funnel" range={range} data={tables.funnel} barColumn={1} />
          <div className="grid gap-4 lg:grid-cols-2">
            <ReportCard title="Top pages" range={range} data={tables.pages} barColumn={1} />
            <ReportCard
              title="Top sources"
              range={range}
              data={tables.sources}
              barColumn={1}
              emptyText="No visits from other sites or tagged links yet."
            />
            <ReportCard
              title="Campaigns"
              range={range}
              data={tables.campaigns}
              barColumn={3}
              emptyText="No visits from links with UTM tags yet."
            />
            <ReportCard title="Events" range={range} data={tables.events} barColumn={1} />
          </div>
          {/* Full width: gross, refunds and net side by side need the room. */}
          <ReportCard
            title="Revenue by product"
            range={range}
            data={tables.byProduct}
            barColumn={2}
            emptyText="No completed orders or refunds in this period."
          />
          <ReportCard
            title="Revenue by month"
            range={range}
            data={tables.byMonth}
            barColumn={2}
            emptyText="No completed orders or refunds in this period."
          />
        </div>
      )}
    </AdminSection>
  );
}
