import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { assertWebinarRegistrationOpen } from '../site-settings/sale-rules.ts';
import { registerWebinarLead, type WebinarRegistrant } from './webinar-repository.ts';

/** A registration, refused (409) once the series' last session has ended. */
export async function registerWebinarLeadWhileOpen(
  db: Kysely<DB>,
  registrant: WebinarRegistrant,
  now: Date,
): Promise<{ isNew: boolean }> {
  await assertWebinarRegistrationOpen(db, now);
  return registerWebinarLead(db, registrant);
}
