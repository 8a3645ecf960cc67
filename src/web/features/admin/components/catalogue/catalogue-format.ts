import type { CatalogueEntry } from '~/shared/schemas/catalogue';
import { formatPrice } from '~/shared/us-dollars';

export const dollarsOf = (cents: number) => formatPrice(cents / 100);

/** "one-time", "every month", "every 3 months, 3 payments". */
export function billingOf(item: CatalogueEntry): string {
  if (item.mode === 'payment') return 'one-time';
  const every = item.intervalMonths === 1 ? 'every month' : `every ${item.intervalMonths} months`;
  return item.installments ? `${every}, ${item.installments} payments` : every;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input shows it, in this browser's time zone. */
export function localInputValue(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an instant; '' when empty or not a date (the server says why). */
export function instantOf(localValue: string): string {
  const time = Date.parse(localValue);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}
