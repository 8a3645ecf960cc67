import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { returnToField } from '../../shared/lead-form-actions.ts';
import { messages } from '../../shared/messages.ts';
import { storableInput } from '../../shared/schemas/storable-text.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { AppError, writeErrorHeaders } from '../errors.ts';
import { isFromThisSite } from '../http/same-site.ts';
import { limitRequests } from '../rate-limits/rate-limiter.ts';
import { renderFormPage, safeReturnPath, type FormPage } from './form-page.ts';
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

function sendPage(reply: FastifyReply, status: number, page: FormPage) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderFormPage(page));
}

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
  // Scoped to this plugin: no other route accepts URL-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimitBytes },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Rate limits, oversized bodies and the like, answered as a page too.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    writeErrorHeaders(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'form post failed');
    const message =
      status === 429
        ? messages.server.rateLimited
        : status === 413
          ? 'That was more text than the form takes. Please shorten it and try again.'
          : status >= 500
            ? messages.server.internal
            : 'The form could not be read. Please try again.';
    return sendPage(reply, status >= 500 ? 500 : status, {
      title: 'The form was not sent',
      message,
      tone: 'error',
      backHref: '/',
      backLabel: 'Back to Signal Studio',
    });
  });

  for (const form of leadForms) {
    const limit = limitRequests(database.db, { name: `form:${form.action}`, rule: form.rateLimit });
    app.post(form.action, { preValidation: limit }, async (request, reply) => {
      const { [returnToField]: returnTo, ...fields } = fieldsOf(request.body);
      const backHref = safeReturnPath(returnTo, form.defaultReturnPath);
      const refuse = (status: number, message: string) =>
        sendPage(reply, status, {
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
      return sendPage(reply, 200, {
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
