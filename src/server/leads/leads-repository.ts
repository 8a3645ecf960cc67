import type { Insertable, Kysely } from 'kysely';
import type { DB, LeadsTable } from '../db/schema.ts';

export type NewLead = Insertable<LeadsTable>;

export async function insertLead(db: Kysely<DB>, lead: NewLead): Promise<{ id: string }> {
  return db.insertInto('leads').values(lead).returning('id').executeTakeFirstOrThrow();
}
