import { Download } from 'lucide-react';
import { toCsv } from '~/shared/csv-text';
import { downloadTextFile } from '~/web/features/admin/api/analytics-api';

export type Cell = string | number;

export interface ReportColumn {
  header: string;
  /** The CSV's header when the screen's short one leaves something out (the currency). */
  csvHeader?: string;
  /** How a cell shows on screen; the CSV keeps the raw value. */
  format?: (value: Cell) => string;
  isNumeric?: boolean;
}

export interface ReportTableData {
  /** The CSV file's name, without the range and extension. */
  fileName: string;
  columns: ReportColumn[];
  rows: Cell[][];
}

const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: Cell) =>
  typeof value === 'number' ? count.format(value) : value;

export function CsvButton({ data, range }: { data: ReportTableData; range: string }) {
  const exportCsv = () =>
    downloadTextFile(
      `${data.fileName}-${range}.csv`,
      toCsv(
        data.columns.map((column) => column.csvHeader ?? column.header),
        data.rows,
      ),
    );
  return (
    <button
      type="button"
      onClick={exportCsv}
      disabled={data.rows.length === 0}
      className="inline-flex items-center gap-1.5 rounded-full border border-ink-700 px-3 py-1 text-xs font-semibold text-ink-200 hover:border-ink-500 hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Download aria-hidden="true" className="size-3.5" />
      CSV<span className="sr-only"> of {data.fileName.replaceAll('-', ' ')}</span>
    </button>
  );
}

interface ReportTableProps {
  caption: string;
  data: ReportTableData;
  /** Which column draws the row's bar, relative to the column's largest value. */
  barColumn?: number;
  emptyText?: string;
  /** Kept for screen readers only: the chart above shows the same figures. */
  isVisuallyHidden?: boolean;
}

/** A table of figures with an optional bar per row, drawn behind the first cell. */
export function ReportTable({
  caption,
  data,
  barColumn,
  emptyText = 'Nothing in this period yet.',
  isVisuallyHidden = false,
}: ReportTableProps) {
  const largest =
    barColumn === undefined
      ? 0
      : Math.max(0, ...data.rows.map((row) => Number(row[barColumn]) || 0));
  if (data.rows.length === 0 && !isVisuallyHidden) {
    return <p className="py-4 text-sm text-ink-400">{emptyText}</p>;
  }
  return (
    // A wide table scrolls sideways on a phone; the keyboard reaches it too (WCAG 2.1.1).
    <div
      className={isVisuallyHidden ? 'sr-only' : 'overflow-x-auto'}
      tabIndex={isVisuallyHidden ? undefined : 0}
      role={isVisuallyHidden ? undefined : 'region'}
      aria-label={isVisuallyHidden ? undefined : caption}
    >
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {/* The last column keeps no gap after it: at 390 px the revenue table has no
              pixels to spare for one. */}
          <tr className="border-b border-ink-800 text-left text-xs text-ink-400 uppercase sm:tracking-wide">
            {data.columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`py-2 pr-2 font-medium last:pr-0 sm:pr-3 sm:last:pr-0 ${column.isNumeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, rowIndex) => {
            const share =
              barColumn !== undefined && largest > 0 ? (Number(row[barColumn]) || 0) / largest : 0;
            return (
              <tr key={rowIndex} className="border-b border-ink-800/60 last:border-0">
                {row.map((cell, cellIndex) => {
                  const column = data.columns[cellIndex];
                  const text = column?.format ? column.format(cell) : formatCount(cell);
                  return cellIndex === 0 ? (
                    <th
                      key={cellIndex}
                      scope="row"
                      className="relative min-w-16 py-2 pr-2 text-left font-normal sm:min-w-28 sm:pr-3"
                    >
                      {barColumn !== undefined && (
                        <span
                          aria-hidden="true"
                          className="absolute inset-y-1 left-0 rounded bg-signal-500/15"
                          style={{ width: `${Math.round(share * 100)}%` }}
                        />
                      )}
                      <span className="relative text-ink-100 break-words">{text}</span>
                    </th>
                  ) : (
                    <td
                      key={cellIndex}
                      className={`py-2 pr-2 tabular-nums last:pr-0 sm:pr-3 sm:last:pr-0 ${column?.isNumeric ? 'text-right' : ''} text-ink-200`}
                    >
                      {text}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
