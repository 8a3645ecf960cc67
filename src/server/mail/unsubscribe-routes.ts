import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { sendFormPage, type FormPage } from '../http/form-page.ts';
import { registerHtmlForms } from '../http/html-forms.ts';
import { unsubscribePath, type MailLinkSigner } from './mail-links.ts';
import { mailingLists } from './mail-template.ts';
import { newsletterList } from '../newsletter/subscribers-repository.ts';
import { unsubscribeFromList } from './unsubscribe.ts';
import { resubscribePath } from '../newsletter/subscription-routes.ts';

const invalidLink: FormPage = {
  title: 'This link does not work',
  message: 'The unsubscribe link is incomplete or was changed. Use the link in the latest mail.',
  tone: 'error',
  backHref: '/',
  backLabel: 'Back to Signal Studio',
};

/**
 * The signed unsubscribe link of marketing mails. GET shows a confirmation (a mail
 * scanner that opens links must not unsubscribe anyone); POST unsubscribes, both from
 * the page's button and from a mail client's one-click request (RFC 8058:
 * `List-Unsubscribe=One-Click` in the body, no cookies, no page).
 */
export function unsubscribeRoutes(options: {
  db: Kysely<DB>;
  links: MailLinkSigner;
}): FastifyPluginAsync {
  return async (app) => {
    await registerHtmlForms(app, { bodyLimit: 4096 });
    const read = (query: unknown) => {
      const token = (query as { t?: unknown } | undefined)?.t;
      const action = typeof token === 'string' ? options.links.verify(token) : undefined;
      return action?.action === 'unsubscribe' ? action : undefined;
    };

    app.get(unsubscribePath, async (request, reply) => {
      const action = read(request.query);
      if (!action) return sendFormPage(reply, 400, invalidLink);
      return sendFormPage(reply, 200, {
        title: 'Unsubscribe?',
        message: `Stop ${mailingLists[action.list]} to ${action.email}? Receipts and replies to what you ask for still arrive.`,
        tone: 'success',
        backHref: '/',
        backLabel: 'Keep them coming',
        confirm: { label: 'Unsubscribe', fields: { 'List-Unsubscribe': 'One-Click' } },
      });
    });

    app.post(unsubscribePath, async (request, reply) => {
      const action = read(request.query);
      if (!action) return sendFormPage(reply, 400, invalidLink);
      await unsubscribeFromList(options.db, { email: action.email, list: action.list });
      request.log.info({ list: action.list }, 'mail list unsubscribe');
      return sendFormPage(reply, 200, {
        title: 'You are unsubscribed',
        message: `No more ${mailingLists[action.list]} will be sent to ${action.email}.`,
        tone: 'success',
        ...(action.list === newsletterList
          ? {
              backHref: `${resubscribePath}?t=${encodeURIComponent(String((request.query as { t: string }).t))}`,
              backLabel: 'Changed your mind? Subscribe again',
            }
          : { backHref: '/', backLabel: 'Back to Signal Studio' }),
      });
    });
  };
}
