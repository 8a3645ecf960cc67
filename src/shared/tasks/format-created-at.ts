const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A task's created_at as the spec shows it: US English, short month, day, hour and
 * minute ("Nov 21, 6:05 PM"), in the viewer's time zone unless one is given (tests).
 */
export function formatCreatedAt(isoTimestamp: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(isoTimestamp));
}
