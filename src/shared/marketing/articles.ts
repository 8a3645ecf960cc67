import { usDateTimeFormat } from '../intl-formats.ts';

/**
 * How the Transmission's pages word an article's facts. The articles themselves live in
 * the database (src/server/transmission/); pages receive them as `ArticleSummary`.
 */

export { articlePath } from './article-paths.ts';

/** "3 min read". */
export function formatReadTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/**
 * "November 25, 2026": an absolute date, in the studio's time zone so the server's render
 * and the browser's hydration print the same day wherever the reader is.
 */
export function formatPublishedDate(iso: string, timeZone: string): string {
  return usDateTimeFormat({ dateStyle: 'long', timeZone }).format(new Date(iso));
}
