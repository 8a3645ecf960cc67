import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB, LeadSource } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { getSiteSettings } from '../site-settings/site-settings-service.ts';

/** What lead routes are given to build their services. */
export interface LeadMailOptions {
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}

export function leadServices(db: Kysely<DB>, { mailer, publicUrl, clock }: LeadMailOptions) {
  return { db, mailer, publicUrl, now: clock() };
}

/** What lead services need: the database, the outbox, the site's address and the time. */
export interface LeadServices {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
}

export interface NewLead {
  id: string;
  source: LeadSource;
  name: string;
  email: string;
  company?: string | null | undefined;
  phone?: string | null | undefined;
  message: string;
}

/** The address in Site Settings, or every admin's own when it is empty. */
async function studioRecipients(db: Kysely<DB>): Promise<string[]> {
  const { settings } = await getSiteSettings(db);
  if (settings.contacts.leadNotices) return [settings.contacts.leadNotices];
  const admins = await db
    .selectFrom('todo_profiles')
    .select('email')
    .where('role', '=', 'admin')
    .execute();
  return admins.map((admin) => admin.email);
}

/** Tells the studio of a new lead, in the transaction that stored it (one mail per address). */
export async function notifyStudioOfLead(db: Kysely<DB>, mailer: Mailer, lead: NewLead) {
  for (const to of await studioRecipients(db)) {
    await mailer.enqueue(db, {
      kind: 'studio_lead_notice',
      to,
      idempotencyKey: `lead-notice:${lead.id}:${to.toLowerCase()}`,
      reference: `lead:${lead.id}`,
      data: {
        leadId: lead.id,
        source: lead.source,
        name: lead.name,
        email: lead.email,
        message: lead.message,
        ...(lead.company ? { company: lead.company } : {}),
        ...(lead.phone ? { phone: lead.phone } : {}),
      },
    });
  }
}
