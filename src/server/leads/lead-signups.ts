import type { ContactLead } from '../../shared/schemas/lead.ts';
import type { WaitlistSignup } from '../../shared/schemas/waitlist.ts';
import { signalResources } from '../../shared/marketing/signal-resources.ts';
import type { WebinarRegistration as WebinarRegistrationInput } from '../../shared/offers/webinar-registration.ts';
import { waitlistLeadMessages } from '../../shared/offers/waitlist.ts';
import { nameFromEmail, newsletterLeadMessage } from '../../shared/schemas/newsletter.ts';
import { resourceCopyLeadMessage } from '../../shared/schemas/resource-copy.ts';
import { assertWebinarRegistrationOpen } from '../site-settings/sale-rules.ts';
import { getSiteSettings } from '../site-settings/site-settings-service.ts';
import { startNewsletterSignup } from '../newsletter/newsletter-signup.ts';
import { notifyStudioOfLead, type LeadServices } from './lead-mail.ts';
import { acceptContactLead } from './leads-repository.ts';
import { subscribeAddressToNewsletter } from './newsletter-repository.ts';
import { requestResourceCopy } from './resource-copy-repository.ts';
import { joinWaitlist } from './waitlist-repository.ts';
import { queueRegistrationMails } from './webinar-mail.ts';
import { registerWebinarLead } from './webinar-repository.ts';

/**
 * The public forms that store a lead, each in one transaction with the mails it causes:
 * the studio's notice of a new lead, and the person's own confirmation where there is one.
 * The JSON API and the no-JavaScript form posts both call these.
 */

export async function submitContactLead(
  services: LeadServices,
  lead: ContactLead,
  userId: string | null,
): Promise<{ stored: boolean }> {
  return services.db.transaction().execute(async (trx) => {
    const result = await acceptContactLead(trx, lead, userId);
    if (!result.stored) return result;
    await notifyStudioOfLead(trx, services.mailer, {
      id: result.id,
      source: 'contact',
      name: lead.name,
      email: lead.email,
      company: lead.company,
      phone: lead.phone,
      message: lead.message,
    });
    return { stored: true };
  });
}

/**
 * A newsletter sign-up: the lead (as before) and the double opt-in, whose confirmation
 * mail is the only thing the address gets until its link is used.
 */
export async function subscribeToTheNewsletter(
  services: LeadServices,
  email: string,
): Promise<{ isNew: boolean }> {
  return services.db.transaction().execute(async (trx) => {
    await startNewsletterSignup(trx, services, { email, source: 'sign-up form' });
    const result = await subscribeAddressToNewsletter(trx, email);
    if (result.isNew) {
      await notifyStudioOfLead(trx, services.mailer, {
        id: result.id,
        source: 'newsletter',
        name: nameFromEmail(email),
        email,
        message: newsletterLeadMessage,
      });
    }
    return { isNew: result.isNew };
  });
}

/**
 * A webinar registration, refused (409) once the series' last session has ended. A new
 * registration (or one made again after cancelling) gets its confirmation and reminders;
 * registering again while registered changes nothing.
 */
export async function registerForWebinar(
  services: LeadServices,
  registrant: WebinarRegistrationInput,
): Promise<{ isNew: boolean }> {
  await assertWebinarRegistrationOpen(services.db, services.now);
  return services.db.transaction().execute(async (trx) => {
    // Settings first, locked for share: a session change saved meanwhile either waits for
    // this registration (and then reschedules it too) or is what it reads.
    const { settings } = await getSiteSettings(trx, { forShare: true });
    const registration = await registerWebinarLead(trx, registrant);
    await queueRegistrationMails(trx, services.mailer, {
      registrant: { id: registration.id, name: registrant.name, email: registrant.email },
      registeredAt: registration.registeredAt,
      webinar: settings.webinar,
      now: services.now,
    });
    if (registration.isNew) {
      await notifyStudioOfLead(trx, services.mailer, {
        id: registration.id,
        source: 'webinar',
        name: registrant.name,
        email: registrant.email,
        message: 'Registered for the Smarter in 30 webinar series',
      });
    }
    return { isNew: registration.isNew };
  });
}

export async function joinEventWaitlist(
  services: LeadServices,
  signup: WaitlistSignup,
): Promise<{ isNew: boolean }> {
  return services.db.transaction().execute(async (trx) => {
    const result = await joinWaitlist(trx, signup);
    if (!result.isNew) return { isNew: false };
    await services.mailer.enqueue(trx, {
      kind: 'waitlist_confirmation',
      to: signup.email,
      idempotencyKey: `waitlist:${result.id}`,
      data: { name: signup.name, event: signup.event },
    });
    await notifyStudioOfLead(trx, services.mailer, {
      id: result.id,
      source: 'waitlist',
      name: signup.name,
      email: signup.email,
      message: waitlistLeadMessages[signup.event],
    });
    return { isNew: true };
  });
}

/** "E-mail me a copy": the copy, mailed, and the studio told once per address and resource. */
export async function mailResourceCopy(
  services: LeadServices,
  request: { email: string; resourceId: string },
): Promise<{ isNew: boolean }> {
  return services.db.transaction().execute(async (trx) => {
    const result = await requestResourceCopy(trx, request);
    if (!result.isNew) return { isNew: false };
    const resource = signalResources.find((candidate) => candidate.id === request.resourceId);
    await services.mailer.enqueue(trx, {
      kind: 'resource_copy',
      to: request.email,
      idempotencyKey: `resource-copy:${result.id}`,
      data: {
        title: resource?.title ?? request.resourceId,
        url: `${services.publicUrl}/resources/${encodeURIComponent(request.resourceId)}`,
      },
    });
    await notifyStudioOfLead(trx, services.mailer, {
      id: result.id,
      source: 'resource',
      name: nameFromEmail(request.email),
      email: request.email,
      message: resourceCopyLeadMessage(request.resourceId),
    });
    return { isNew: true };
  });
}
