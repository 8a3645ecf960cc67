/*
 * Apart from booking-paths.ts, which every public page loads through the site's default
 * links: only the booking pages and the mail need these.
 */

/** The query parameter of a booking page that carries a credit's token. */
export const creditParameter = 'credit';

/**
 * The booking page of kind `slug`, paid with the credit a cancelled booking's signed manage
 * token proves: the cancellation mail's and the manage page's "Book again with your credit".
 */
export const bookWithCreditPath = (slug: string, token: string): string =>
  `/book/${encodeURIComponent(slug)}?${creditParameter}=${encodeURIComponent(token)}`;
