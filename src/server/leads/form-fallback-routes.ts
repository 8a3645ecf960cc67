import type { FastifyPluginAsync } from 'fastify';
import { returnToField } from '../../shared/lead-form-actions.ts';
import { messages } from '../../shared/messages.ts';
import { storableInput } from '../../shared/schemas/storable-text.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { AppError, writeErrorHeaders } from '../errors.ts';
import { isFromThisSite } from '../http/same-site.ts';
import { limitRequests } from '../rate-limits/rate-limiter.ts';
import { safeReturnPath, sendFormPage } from '../http/form-page.ts';
import { registerHtmlForms } from '../http/html-forms.ts';
import { leadForms, type LeadForm } from './lead-forms.ts';
import { leadServices, type LeadMailOptions } from './lead-mail.ts';
import { trackRequestEvent } from '../analytics/collection-service.ts';
import { leadFormEvent } from '../analytics/lead-form-events.ts';
import { getSiteSettings } from '../site-settings/site-settings-service.ts';

export interface FormFallbackRoutesOptions {
  database: Database;
  clock: Clock;
  mail: LeadMailOptions;
}

/** Contact's longest message, URL-encoded, with room to spare; more is refused with 413. */
const formBodyLimitBytes = 64 * 1024;

const donePath = (form: LeadForm) => `${form.action}/done`;

function fieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? { ...body } : {};
}

/**
 * The lead forms without JavaScript: the pre-rendered pages' forms post here as a plain
 * HTML form, and the answer is a small page instead of JSON. The data goes through the
 * same schema and the same repository call as the JSON API the hydrated form uses. Success
 * redirects (303) to a page of its own, so reloading it does not send the form again.
 */
export const formFallbackRoutes: FastifyPluginAsync<FormFallbackRoutesOptions> = async (
  app,
  { database, mail },
) => {
  // Rate limits, oversized bodies and the like are answered as a page too.
  await registerHtmlForms(app, {
    bodyLimit: formBodyLimitBytes,
    errorPage: {
      title: 'The form was not sent',
      backHref: '/',
      backLabel: 'Back to Signal Studio',
      unreadable: 'The form could not be read. Please try again.',
      tooLarge: 'That was more text than the form takes. Please shorten it and try again.',
      logMessage: 'form post failed',
    },
  });

  for (const form of leadForms) {
    const limit = limitRequests(database.db, { name: `form:${form.action}`, rule: form.rateLimit });
    app.post(form.action, { preValidation: limit }, async (request, reply) => {
      const { [returnToField]: returnTo, ...fields } = fieldsOf(request.body);
      const backHref = safeReturnPath(returnTo, form.defaultReturnPath);
      const refuse = (status: number, message: string) =>
        sendFormPage(reply, status, {
          title: 'The form was not sent',
          message,
          tone: 'error',
          backHref,
          backLabel: 'Back to the form',
        });

      if (!isFromThisSite(request)) {
        return refuse(403, 'This form can only be sent from the Signal Studio site.');
      }
      const parsed = storableInput(form.schema).safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const unstorable = issue.message === messages.validation.unstorableText;
        const text = unstorable ? `${issue.path.join('.')} ${issue.message}` : undefined;
        return refuse(400, text ?? form.invalidMessage?.(fields) ?? issue.message);
      }
      try {
        await form.save(leadServices(database.db, mail), parsed.data);
      } catch (error) {
        // A refusal in the product's words (the series is over), not a fault.
        if (error instanceof AppError && error.statusCode < 500) {
          writeErrorHeaders(reply, error);
          return refuse(error.statusCode, error.message);
        }
        request.log.error({ err: error }, `${form.action}: could not save the lead`);
        return refuse(500, form.failureMessage);
      }
      const done = `${donePath(form)}?${new URLSearchParams({ back: backHref })}`;
      trackRequestEvent(database.db, request, leadFormEvent(form.action));
      return reply.redirect(done, 303);
    });

    app.get(donePath(form), async (request, reply) => {
      const { back } = fieldsOf(request.query);
      return sendFormPage(reply, 200, {
        title: form.successTitle,
        message:
          typeof form.successMessage === 'function'
            ? form.successMessage((await getSiteSettings(database.db)).settings)
            : form.successMessage,
        tone: 'success',
        backHref: safeReturnPath(back, form.defaultReturnPath),
        backLabel: form.successBackLabel,
      });
    });
  }
};
