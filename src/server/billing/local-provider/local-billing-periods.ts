import { catalogue, isCatalogueKey } from '../../../shared/catalogue.ts';

/**
 * Billing periods as Stripe counts them: whole months from the subscription's anchor,
 * landing on the anchor's day or, in a shorter month, on its last day (Jan 31, Feb 28,
 * Mar 31), never drifting from one month to the next. Times of day are kept.
 */
export function addMonthsClamped(anchor: Date, months: number): Date {
  const target = new Date(anchor);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return target;
}

/** The end of the period that follows the one ending at `periodEnd`. */
export function nextPeriodEnd(anchor: Date, periodEnd: Date, months: number): Date {
  for (let periods = 1; ; periods += 1) {
    const end = addMonthsClamped(anchor, periods * months);
    if (end > periodEnd) return end;
  }
}

/** Months in one billing period of a local price (its catalogue item's; else one). */
export function billingMonths(priceId: string): number {
  return isCatalogueKey(priceId) ? (catalogue[priceId].interval?.count ?? 1) : 1;
}
