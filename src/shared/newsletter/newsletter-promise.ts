import type { SiteSettings } from '../schemas/site-settings.ts';

/*
 * What the sign-up forms promise, from the same settings that pick an issue's default
 * send time (newsletter-schedule.ts), so the two cannot drift apart. Kept free of the
 * offers' content: every page with a sign-up form carries this file.
 */

export type NewsletterSettings = SiteSettings['newsletter'];

/** "6:00 AM" from "06:00". */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "CT" for America/Chicago; the short name where a zone has no generic one. */
function zoneLabel(timeZone: string): string {
  const named = (style: 'shortGeneric' | 'short') =>
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
      .formatToParts(new Date(0))
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const generic = named('shortGeneric');
  return generic && !generic.includes(' ') ? generic : named('short');
}

const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/** "every day at 6:00 AM CT", "every Tuesday at 6:00 AM CT". */
export function newsletterWhen(settings: NewsletterSettings): string {
  const at = `at ${clockLabel(settings.sendTime)} ${zoneLabel(settings.timeZone)}`;
  if (settings.frequency === 'daily') return `every day ${at}`;
  if (settings.frequency === 'weekdays') return `every weekday ${at}`;
  return `every ${capitalised(settings.weekday)} ${at}`;
}

/** "Daily newsletter", "Weekly newsletter". */
export function newsletterKind(settings: NewsletterSettings): string {
  const kinds = { daily: 'Daily', weekdays: 'Weekday', weekly: 'Weekly' } as const;
  return `${kinds[settings.frequency]} newsletter`;
}

/** "one email every day at 6:00 AM CT": what a confirmation mail asks the person to agree to. */
export function newsletterCadence(settings: NewsletterSettings): string {
  return `one email ${newsletterWhen(settings)}`;
}

/** "One email every day at 6:00 AM CT. Unsubscribe anytime." */
export function newsletterPromise(settings: NewsletterSettings): string {
  return `${capitalised(newsletterCadence(settings))}. Unsubscribe anytime.`;
}
