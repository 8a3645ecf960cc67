import type { Kysely } from 'kysely';
import type { AdminLead, LeadFilter, LeadStatusValue } from '../../shared/schemas/admin.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { listLeads, updateLeadStatus, type LeadRow } from './admin-leads-repository.ts';

export function toAdminLead(row: LeadRow): AdminLead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    status: row.status,
    source: row.source,
    newsletterSubscriber: row.newsletter_subscriber,
    createdAt: row.created_at.toISOString(),
  };
}

/** Admin only (requireAdmin ran first). */
export async function getLeads({
  db,
  filter,
}: {
  db: Kysely<DB>;
  filter: LeadFilter;
}): Promise<AdminLead[]> {
  return (await listLeads(db, filter)).map(toAdminLead);
}

/** Any status may follow any other: the spec sets no order (section 4). */
export async function setLeadStatus({
  db,
  leadId,
  status,
}: {
  db: Kysely<DB>;
  leadId: string;
  status: LeadStatusValue;
}): Promise<AdminLead> {
  const row = await updateLeadStatus(db, { leadId, status });
  if (!row) throw AppError.notFound('Lead not found');
  return toAdminLead(row);
}
