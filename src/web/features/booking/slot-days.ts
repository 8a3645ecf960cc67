/** Free slots grouped by the visitor's own calendar day, for the day-then-time picker. */
export interface SlotDay {
  /** YYYY-MM-DD in the visitor's zone. */
  date: string;
  slots: string[];
}

const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

export function groupSlotsByDay(slots: readonly string[], timeZone: string): SlotDay[] {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const key = dayKey(slot, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** "Tue, Mar 3": a day chip's label (the date is read at noon UTC: no zone can shift it). */
export function formatDayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

export function formatSlotTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** "Central European Standard Time (Europe/Berlin)": the zone the times are shown in. */
export function timeZoneName(timeZone: string, at = new Date()): string {
  const long = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return long ? `${long} (${timeZone})` : timeZone;
}

export function formatCallTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Today and the day `days` later as YYYY-MM-DD (UTC dates: the server widens by a day). */
export function dateSpan(now: Date, days: number): { from: string; to: string } {
  const from = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
