import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { MailLinkSigner } from '../mail/mail-links.ts';
import { cancelQueuedMail } from '../mail/outbox-repository.ts';
import { registrationReference } from './webinar-mail.ts';
import { cancelWebinarRegistration, findWebinarRegistration } from './webinar-repository.ts';

/** The registration a signed cancel link names; undefined for anything else. */
export async function registrationOfCancelLink(
  db: Kysely<DB>,
  links: MailLinkSigner,
  token: unknown,
) {
  const action = typeof token === 'string' ? links.verify(token) : undefined;
  if (action?.action !== 'webinar-cancel') return undefined;
  return findWebinarRegistration(db, action.leadId);
}

/** Cancels the registration and every reminder still queued for it, together or not at all. */
export async function cancelRegistrationAndReminders(
  db: Kysely<DB>,
  registrationId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await cancelWebinarRegistration(trx, registrationId);
    await cancelQueuedMail(
      trx,
      { reference: registrationReference(registrationId) },
      'Not sent: the registration was cancelled',
    );
  });
}
