import { formatPrice } from '../us-dollars.ts';

/**
 * "$4,499", or "$4,499.50" when the studio priced it in cents: the offer pages print the
 * catalogue's prices as checkout charges them, and whole-dollar figures without cents.
 */
export function formatDollars(dollars: number): string {
  return formatPrice(dollars);
}
