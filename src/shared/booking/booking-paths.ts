/**
 * The built-in booking pages of the seeded kinds of call (issue 34): the defaults of the
 * site's booking links, which the studio may point at an external calendar instead.
 */
export const bookingPaths = {
  discoveryCall: '/book/discovery-call',
  strategyCall: '/book/strategy-call',
  sparkSession: '/book/spark-session',
} as const;

/** The query parameter of a booking page that carries a credit's token. */
export const creditParameter = 'credit';

/**
 * The booking page of kind `slug`, paid with the credit a cancelled booking's signed manage
 * token proves: the cancellation mail's and the manage page's "Book again with your credit".
 */
export const bookWithCreditPath = (slug: string, token: string): string =>
  `/book/${encodeURIComponent(slug)}?${creditParameter}=${encodeURIComponent(token)}`;
