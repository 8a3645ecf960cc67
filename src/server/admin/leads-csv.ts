import { toCsv } from '../../shared/csv-text.ts';
import type { AdminLead } from '../../shared/schemas/admin.ts';

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

/** The admin's lead export, one row per lead (escaping and BOM: shared/csv-text.ts). */
export function leadsToCsv(leads: AdminLead[]): string {
  return toCsv(
    columns.map((column) => column.header),
    leads.map((lead) => columns.map((column) => column.value(lead))),
  );
}

/** leads-2026-11-23.csv: a name that sorts by date in a downloads folder. */
export function leadsCsvFileName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
