import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { sendFormPage, type FormPage } from '../http/form-page.ts';
import { registerHtmlForms } from '../http/html-forms.ts';
import type { MailLinkSigner } from '../mail/mail-links.ts';
import { confirmPath } from './newsletter-signup.ts';
import { newsletterName } from './newsletter-templates.ts';
import { confirmSubscription, newsletterList, resubscribe } from './subscribers-repository.ts';

export const resubscribePath = '/mail/transmission/resubscribe';

const home = { backHref: '/transmission', backLabel: `Back to ${newsletterName}` };

const tokenOf = (query: unknown) => {
  const token = (query as { t?: unknown } | undefined)?.t;
  return typeof token === 'string' && token.length <= 200 ? token : undefined;
};

/**
 * The confirmation link of the double opt-in, and "subscribe again" after an unsubscribe.
 * Both answer GET with a page that asks and act only on POST: mail scanners open links,
 * and must not subscribe anyone.
 */
export function subscriptionRoutes(options: {
  db: Kysely<DB>;
  links: MailLinkSigner;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    await registerHtmlForms(app, { bodyLimit: 4096 });

    app.get(confirmPath, async (request, reply) => {
      if (!tokenOf(request.query)) return sendFormPage(reply, 400, invalidConfirmLink);
      return sendFormPage(reply, 200, {
        title: `Confirm your subscription`,
        message: `Start receiving ${newsletterName} at this address? Every issue has a one-click unsubscribe.`,
        tone: 'success',
        ...home,
        confirm: { label: 'Yes, subscribe me', fields: { confirm: 'yes' } },
      });
    });

    app.post(confirmPath, async (request, reply) => {
      const token = tokenOf(request.query);
      const confirmed = token
        ? await confirmSubscription(options.db, token, options.clock())
        : undefined;
      if (!confirmed) return sendFormPage(reply, 400, invalidConfirmLink);
      request.log.info('newsletter subscription confirmed');
      return sendFormPage(reply, 200, {
        title: 'You are subscribed',
        message: `${newsletterName} will arrive at ${confirmed.email}.`,
        tone: 'success',
        ...home,
      });
    });

    // The signed unsubscribe token of an issue proves the address: no new confirmation.
    const addressOf = (query: unknown) => {
      const token = tokenOf(query);
      const action = token ? options.links.verify(token) : undefined;
      return action?.action === 'unsubscribe' && action.list === newsletterList
        ? action.email
        : undefined;
    };

    app.get(resubscribePath, async (request, reply) => {
      const email = addressOf(request.query);
      if (!email) return sendFormPage(reply, 400, invalidResubscribeLink);
      return sendFormPage(reply, 200, {
        title: `Subscribe again?`,
        message: `Send ${newsletterName} to ${email} again?`,
        tone: 'success',
        ...home,
        confirm: { label: 'Subscribe again', fields: { confirm: 'yes' } },
      });
    });

    app.post(resubscribePath, async (request, reply) => {
      const email = addressOf(request.query);
      if (!email) return sendFormPage(reply, 400, invalidResubscribeLink);
      await resubscribe(options.db, email, options.clock());
      return sendFormPage(reply, 200, {
        title: 'Welcome back',
        message: `${newsletterName} will arrive at ${email} again.`,
        tone: 'success',
        ...home,
      });
    });
  };
}

const invalidConfirmLink: FormPage = {
  title: 'This link does not work',
  message:
    'The confirmation link was already used, is older than 7 days, or was changed. Sign up again and use the link in the newest mail.',
  tone: 'error',
  ...home,
};

const invalidResubscribeLink: FormPage = {
  title: 'This link does not work',
  message: 'The link is incomplete or was changed. Sign up again on the site instead.',
  tone: 'error',
  ...home,
};
