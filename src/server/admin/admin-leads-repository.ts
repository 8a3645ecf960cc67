import type { Kysely, Selectable } from 'kysely';
import type { LeadFilter } from '../../shared/schemas/admin.ts';
import type { DB, LeadsTable, LeadStatus } from '../db/schema/schema.ts';

export type LeadRow = Selectable<LeadsTable>;

/** `%` and `_` typed into the search box are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Leads newest first, optionally one status and a case-insensitive text search. */
export function listLeads(db: Kysely<DB>, { status, q }: LeadFilter): Promise<LeadRow[]> {
  return db
    .selectFrom('leads')
    .selectAll()
    .$if(status !== undefined, (query) => query.where('status', '=', status!))
    .$if(Boolean(q), (query) => {
      const pattern = likePattern(q!);
      return query.where((eb) =>
        eb.or([
          eb('name', 'ilike', pattern),
          eb('email', 'ilike', pattern),
          eb('company', 'ilike', pattern),
          eb('phone', 'ilike', pattern),
          eb('message', 'ilike', pattern),
        ]),
      );
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function updateLeadStatus(
  db: Kysely<DB>,
  { leadId, status }: { leadId: string; status: LeadStatus },
): Promise<LeadRow | undefined> {
  return db
    .updateTable('leads')
    .set({ status })
    .where('id', '=', leadId)
    .returningAll()
    .executeTakeFirst();
}
