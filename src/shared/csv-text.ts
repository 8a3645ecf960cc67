/**
 * Spreadsheets run a cell that starts with one of these as a formula, so text a visitor
 * controls (a referrer, a campaign name) could attack whoever opens an export ("CSV
 * injection"). Such cells get a leading apostrophe, which spreadsheets show as text.
 */
const formulaTriggers = ['=', '+', '-', '@', '\t', '\r'];

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = formulaTriggers.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 text with a byte-order mark, so Excel reads it as UTF-8. */
export function toCsv(headers: readonly string[], rows: readonly (string | number)[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
