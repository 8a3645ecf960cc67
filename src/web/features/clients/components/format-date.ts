const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 23, 2026, 10:15 AM": dates are shown in US English (spec section 9). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
