import { formatUsDollars } from '../us-dollars.ts';

/**
 * "$4,499": whole dollars with thousands separators. Offer pages show published list
 * prices in whole dollars; what a checkout charges is the catalogue's amount in cents.
 */
export function formatDollars(dollars: number): string {
  return formatUsDollars(dollars, 0);
}
