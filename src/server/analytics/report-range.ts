import type { AnalyticsQuery } from '../../shared/schemas/analytics.ts';
import { AppError } from '../errors.ts';
import { utcDay } from './visitor.ts';

export interface ReportRange {
  from: string;
  to: string;
  bucket: 'day' | 'month';
}

const dayMs = 24 * 60 * 60 * 1000;
const longestCustomRangeDays = 400;
/** Ranges longer than this are drawn by month: 90 bars fit a phone, 365 do not. */
const longestDailyRangeDays = 92;

const shiftDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** The whole UTC days a period covers, today included. */
export function resolveRange(query: AnalyticsQuery, now: Date): ReportRange {
  const today = utcDay(now);
  switch (query.period) {
    case 'today':
      return { from: today, to: today, bucket: 'day' };
    case '7d':
      return { from: shiftDays(today, -6), to: today, bucket: 'day' };
    case '30d':
      return { from: shiftDays(today, -29), to: today, bucket: 'day' };
    case '12m': {
      const start = new Date(`${today}T00:00:00Z`);
      start.setUTCMonth(start.getUTCMonth() - 11, 1);
      return { from: utcDay(start), to: today, bucket: 'month' };
    }
    case 'custom': {
      const from = query.from ?? today;
      const to = query.to ?? today;
      const days = daysBetween(from, to);
      if (days > longestCustomRangeDays) {
        throw AppError.badRequest(`A custom period is at most ${longestCustomRangeDays} days`);
      }
      return { from, to, bucket: days > longestDailyRangeDays ? 'month' : 'day' };
    }
  }
}

/** Every bucket label of the range, so days without traffic show as zero, not as a gap. */
export function bucketLabels(range: ReportRange): string[] {
  const labels: string[] = [];
  for (let day = range.from; day <= range.to; day = shiftDays(day, 1)) {
    const label = range.bucket === 'day' ? day : day.slice(0, 7);
    if (labels.at(-1) !== label) labels.push(label);
  }
  return labels;
}

/** The range as instants: from the first day's midnight to the midnight after the last. */
export function rangeInstants(range: ReportRange) {
  return {
    start: new Date(`${range.from}T00:00:00Z`),
    end: new Date(Date.parse(`${range.to}T00:00:00Z`) + dayMs),
  };
}
