/**
 * "1500", "1,500.5" or "$1,500.50" as cents; undefined for anything else (more than two
 * decimals, letters, a sign). Exact: the digits are read as text, never through a float.
 */
export function parseDollarsToCents(input: string): number | undefined {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return undefined;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : undefined;
}
