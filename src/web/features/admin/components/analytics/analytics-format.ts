import { formatCurrency } from '~/shared/catalogue';
import type { Cell } from './report-table';

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 23" for a day, "Nov 2026" for a month (YYYY-MM). */
export function formatPeriodLabel(period: string): string {
  return period.length === 7
    ? monthLabel.format(new Date(`${period}-01T00:00:00Z`))
    : dayLabel.format(new Date(`${period}T00:00:00Z`));
}

/** Money columns hold dollars (what a spreadsheet wants); shown as "$1,500". */
export const formatDollars = (value: Cell) =>
  typeof value === 'number' ? formatCurrency(Math.round(value * 100)) : value;

export const formatPercent = (value: Cell) =>
  typeof value === 'number' ? `${value.toLocaleString('en-US')}%` : value || '–';

export const centsToDollars = (cents: number) => Math.round(cents) / 100;

const eventLabels: Record<string, string> = {
  scorecard_completed: 'Scorecard completed',
  path_filter_used: 'Path filter used',
  resource_unlocked: 'Resource unlocked',
  chat_opened: 'Chat opened',
  buy_clicked: 'Buy clicked',
  newsletter_signup: 'Newsletter sign-up',
  webinar_signup: 'Webinar sign-up',
  lead_form_sent: 'Lead form sent',
  checkout_started: 'Checkout started',
  purchase_completed: 'Purchase completed',
  call_booked: 'Call booked',
};

export const eventLabel = (name: string) => eventLabels[name] ?? name;
