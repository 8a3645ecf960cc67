import type { AdminLead } from '../../shared/schemas/admin.ts';

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so a lead who types
 * `=HYPERLINK(...)` into the contact form could attack whoever opens the export (OWASP
 * "CSV injection"). Such cells get a leading apostrophe, which spreadsheets show as text.
 */
const formulaTriggers = ['=', '+', '-', '@', '\t', '\r'];

export function csvCell(value: string): string {
  const safe = formulaTriggers.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const columns: { header: string; value: (lead: AdminLead) => string }[] = [
  { header: 'Date', value: (lead) => lead.createdAt },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone ?? '' },
  { header: 'Company', value: (lead) => lead.company ?? '' },
  { header: 'Message', value: (lead) => lead.message },
  { header: 'Source', value: (lead) => lead.source },
  { header: 'Status', value: (lead) => lead.status },
  { header: 'Newsletter', value: (lead) => (lead.newsletterSubscriber ? 'yes' : 'no') },
];

/**
 * RFC 4180 text: CRLF line ends, quoted cells where needed. It starts with a byte-order
 * mark because Excel otherwise reads UTF-8 as the local code page and mangles accents.
 */
export function leadsToCsv(leads: AdminLead[]): string {
  const lines = [
    columns.map((column) => column.header).join(','),
    ...leads.map((lead) => columns.map((column) => csvCell(column.value(lead))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** leads-2026-11-23.csv: a name that sorts by date in a downloads folder. */
export function leadsCsvFileName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
