import type { Kysely } from 'kysely';
import { newsletterCadence } from '../../shared/newsletter/newsletter-promise.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { getSiteSettings } from '../site-settings/site-settings-service.ts';
import { recordSignup, type SignupOutcome } from './subscribers-repository.ts';

export const confirmPath = '/mail/transmission/confirm';

/**
 * Double opt-in, in the sign-up's transaction: the address is recorded as pending and
 * gets the confirmation mail (with a one-time link); nothing else is sent to it until the
 * link is used. The mail states the schedule the settings drive.
 */
export async function startNewsletterSignup(
  trx: Kysely<DB>,
  services: { mailer: Mailer; publicUrl: string; now: Date },
  input: { email: string; source: string },
): Promise<SignupOutcome> {
  const outcome = await recordSignup(trx, { ...input, now: services.now });
  if (outcome.kind !== 'confirm') return outcome;
  const { settings } = await getSiteSettings(trx);
  await services.mailer.enqueue(trx, {
    kind: 'newsletter_confirmation',
    to: input.email,
    // One mail per token: a later sign-up after the resend pause gets a new link.
    idempotencyKey: `newsletter-confirm:${outcome.subscriberId}:${outcome.tokenHash.slice(0, 16)}`,
    data: {
      confirmUrl: `${services.publicUrl}${confirmPath}?t=${outcome.token}`,
      cadence: newsletterCadence(settings.newsletter),
    },
  });
  return outcome;
}
