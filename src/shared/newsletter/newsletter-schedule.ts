import { weekdays } from '../schemas/site-settings.ts';
import { zonedDateAndTime, zonedInstant } from '../zoned-time.ts';
import type { NewsletterSettings } from './newsletter-promise.ts';

/** Monday 0 … Sunday 6 of a calendar date (YYYY-MM-DD), whatever the zone. */
function weekdayIndex(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The next scheduled slot strictly after `now`: the send time in the studio's zone on the
 * next day the frequency allows. An issue's default send time.
 */
export function nextNewsletterSlot(settings: NewsletterSettings, now: Date): Date {
  const today = zonedDateAndTime(now.toISOString(), settings.timeZone).date;
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = addDays(today, offset);
    const weekday = weekdayIndex(date);
    const allowed =
      settings.frequency === 'daily' ||
      (settings.frequency === 'weekdays' && weekday < 5) ||
      (settings.frequency === 'weekly' && weekdays[weekday] === settings.weekday);
    if (!allowed) continue;
    const slot = zonedInstant(date, settings.sendTime, settings.timeZone);
    if (slot.getTime() > now.getTime()) return slot;
  }
  throw new Error('No newsletter slot within eight days');
}
