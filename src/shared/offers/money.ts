/**
 * "$4,499": whole dollars with thousands separators. Offer pages show published list
 * prices in whole dollars; what a checkout charges is the catalogue's amount in cents.
 */
export function formatDollars(dollars: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(dollars);
}
