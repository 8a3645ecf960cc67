import type { FastifyPluginAsync } from 'fastify';
import { webinarSeries } from '../../shared/offers/events.ts';
import type { Database } from '../db/database.ts';
import { webinarCancelPath, type MailLinkSigner } from '../mail/mail-links.ts';
import { sendFormPage, type FormPage } from '../http/form-page.ts';
import { registerHtmlForms } from '../http/html-forms.ts';
import {
  cancelRegistrationAndReminders,
  registrationOfCancelLink,
} from './webinar-cancel-service.ts';

const seriesPage = { backHref: '/webinar-series', backLabel: `Back to ${webinarSeries.name}` };

/**
 * The cancel link in every webinar mail (signed: it names one registration). GET asks
 * (mail scanners open links; they must not cancel anyone); POST cancels the registration
 * and every reminder still queued for it. Registering again later starts afresh.
 */
export const webinarCancelRoutes: FastifyPluginAsync<{
  database: Database;
  links: MailLinkSigner;
}> = async (app, { database, links }) => {
  await registerHtmlForms(app, { bodyLimit: 4096 });
  const registrationOf = (query: unknown) =>
    registrationOfCancelLink(database.db, links, (query as { t?: unknown } | undefined)?.t);
  const invalid: FormPage = {
    title: 'This link does not work',
    message: 'The cancel link is incomplete or was changed. Use the link in your latest mail.',
    tone: 'error',
    ...seriesPage,
  };

  app.get(webinarCancelPath, async (request, reply) => {
    const registration = await registrationOf(request.query);
    if (!registration) return sendFormPage(reply, 400, invalid);
    if (registration.registration_cancelled_at) {
      return sendFormPage(reply, 200, {
        title: 'Already cancelled',
        message: `The registration of ${registration.email} is cancelled: no more reminders. You can register again on the series page.`,
        tone: 'success',
        ...seriesPage,
      });
    }
    return sendFormPage(reply, 200, {
      title: 'Cancel your registration?',
      message: `${registration.email} is registered for ${webinarSeries.name}. Cancel it, and the reminders stop.`,
      tone: 'success',
      ...seriesPage,
      backLabel: 'Keep my seat',
      confirm: { label: 'Cancel my registration', fields: { confirm: 'yes' } },
    });
  });

  app.post(webinarCancelPath, async (request, reply) => {
    const registration = await registrationOf(request.query);
    if (!registration) return sendFormPage(reply, 400, invalid);
    await cancelRegistrationAndReminders(database.db, registration.id);
    return sendFormPage(reply, 200, {
      title: 'Your registration is cancelled',
      message: `No more ${webinarSeries.name} mails will go to ${registration.email}. Changed your mind? Register again on the series page.`,
      tone: 'success',
      ...seriesPage,
    });
  });
};
