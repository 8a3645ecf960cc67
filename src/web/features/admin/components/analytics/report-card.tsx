import type { ReactNode } from 'react';
import { CsvButton, ReportTable, type ReportTableData } from './report-table';

interface ReportCardProps {
  title: string;
  range: string;
  data: ReportTableData;
  barColumn?: number;
  emptyText?: string;
  /** A chart drawn above the table; the table is then for screen readers only. */
  chart?: ReactNode;
  className?: string;
}

/** One figure of the report: its title, its CSV export, and its table (or chart). */
export function ReportCard({
  title,
  range,
  data,
  barColumn,
  emptyText,
  chart,
  className = '',
}: ReportCardProps) {
  return (
    <div
      className={`min-w-0 rounded-xl border border-ink-800 bg-ink-950/60 p-3 sm:p-4 ${className}`}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink-100">{title}</h3>
        <CsvButton data={data} range={range} />
      </div>
      {chart}
      <ReportTable
        caption={title}
        data={data}
        barColumn={barColumn}
        emptyText={emptyText}
        isVisuallyHidden={chart !== undefined}
      />
    </div>
  );
}
