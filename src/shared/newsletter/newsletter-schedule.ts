import { timeZoneLabel } from '../offers/event-dates.ts';
import type { SiteSettings } from '../schemas/site-settings.ts';
import { weekdays } from '../schemas/site-settings.ts';
import { zonedDateAndTime, zonedInstant } from '../site-settings/zoned-time.ts';

export type NewsletterSettings = SiteSettings['newsletter'];

/** "6:00 AM" from "06:00": the clock as the forms print it. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/**
 * "every morning at 6:00 AM CT": the promise the sign-up forms make, from the same settings
 * that pick an issue's default send time, so the two cannot drift apart.
 */
export function newsletterCadence(settings: NewsletterSettings): string {
  const at = `at ${clockLabel(settings.sendTime)} ${timeZoneLabel(settings.timeZone)}`;
  if (settings.frequency === 'daily') return `one email every day ${at}`;
  if (settings.frequency === 'weekdays') return `one email every weekday ${at}`;
  return `one email every ${capitalised(settings.weekday)} ${at}`;
}

/** "One email every day at 6:00 AM CT. Unsubscribe anytime." */
export function newsletterPromise(settings: NewsletterSettings): string {
  return `${capitalised(newsletterCadence(settings))}. Unsubscribe anytime.`;
}

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
