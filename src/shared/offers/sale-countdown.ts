const dayMilliseconds = 24 * 60 * 60 * 1000;

export type SaleCountdown = { isActive: true; daysLeft: number } | { isActive: false };

/**
 * Whole days left before a sale ends, counting a started day as a day: 30 hours left is
 * "2 days left", the final hours are "1 day left", and from the end moment on it is over.
 */
export function saleCountdown(now: Date, endsAt: Date): SaleCountdown {
  const remaining = endsAt.getTime() - now.getTime();
  if (!(remaining > 0)) return { isActive: false };
  return { isActive: true, daysLeft: Math.ceil(remaining / dayMilliseconds) };
}

/** "3 days left" or "1 day left". */
export function daysLeftLabel(daysLeft: number): string {
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}

/**
 * A rolling deadline: the offer always ends a fixed number of days from the moment the
 * visitor looks at it (the 24-hour launch offer shows "now plus 2 days").
 */
export function rollingOfferEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * dayMilliseconds);
}
