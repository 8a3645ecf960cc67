import type { AnalyticsReport } from '~/shared/schemas/analytics';
import { formatPeriodLabel } from './analytics-format';

const width = 640;
const height = 200;
const padding = { top: 8, right: 4, bottom: 4, left: 4 };
/** A lone day's bar stays a bar, not a wall. */
const widestBar = 48;

/**
 * Visitors (bars) and page views (line) per day or month, drawn as one small SVG that
 * scales to the card's width. Hidden from screen readers: the table below it has the
 * same figures.
 */
export function TrafficChart({ points }: { points: AnalyticsReport['traffic'] }) {
  const largest = Math.max(1, ...points.map((point) => Math.max(point.visitors, point.pageViews)));
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const step = plotWidth / Math.max(points.length, 1);
  const y = (value: number) => padding.top + plotHeight - (value / largest) * plotHeight;
  const x = (index: number) => padding.left + step * index + step / 2;
  const line = points
    .map((point, index) => `${x(index).toFixed(1)},${y(point.pageViews).toFixed(1)}`)
    .join(' ');
  const labelIndexes = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  return (
    <figure aria-hidden="true" className="mb-2">
      <p className="text-xs text-ink-400 tabular-nums">{largest.toLocaleString('en-US')}</p>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="presentation">
        <line
          x1={padding.left}
          x2={width - padding.right}
          y1={y(0)}
          y2={y(0)}
          className="stroke-ink-700"
          strokeWidth="1"
        />
        {points.map((point, index) => (
          <rect
            key={point.period}
            x={x(index) - Math.min(Math.max(step * 0.35, 0.5), widestBar / 2)}
            width={Math.min(Math.max(step * 0.7, 1), widestBar)}
            y={y(point.visitors)}
            height={Math.max(y(0) - y(point.visitors), 0)}
            rx="1.5"
            className="fill-signal-500/70"
          />
        ))}
        {points.length > 1 && (
          <polyline points={line} fill="none" className="stroke-pulse-400" strokeWidth="2" />
        )}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-400">
        {labelIndexes.map((index) =>
          points[index] ? <span key={index}>{formatPeriodLabel(points[index].period)}</span> : null,
        )}
      </div>
      <figcaption className="mt-2 flex gap-4 text-xs text-ink-300">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-signal-500/70" /> Visitors
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-3 bg-pulse-400" /> Page views
        </span>
      </figcaption>
    </figure>
  );
}
