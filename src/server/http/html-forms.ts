import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages.ts';
import { writeErrorHeaders } from '../errors.ts';
import { sendFormPage } from './form-page.ts';

/** What a plain HTML form's error page says when the post itself failed. */
export interface FormErrorPage {
  title: string;
  backHref: string;
  backLabel: string;
  /** A body that could not be read (a 4xx other than the ones below). */
  unreadable: string;
  /** A body over the limit; `unreadable` when not given. */
  tooLarge?: string;
  /** The log line of a server fault. */
  logMessage: string;
}

export interface HtmlFormOptions {
  /** The largest URL-encoded body the routes take; more is refused with 413. */
  bodyLimit: number;
  /**
   * Answer rate limits, oversized or unreadable bodies and faults as a page instead of
   * JSON: a browser posting without JavaScript shows whatever comes back.
   */
  errorPage?: FormErrorPage;
}

/**
 * Lets the routes of the calling plugin (and only those: Fastify scopes the parser to it)
 * read plain HTML form posts (`application/x-www-form-urlencoded`) as an object of strings.
 * The last of repeated fields wins, as `URLSearchParams` reads them: the routes validate
 * strings, and an array where a string was expected would only be refused later.
 */
export async function registerHtmlForms(
  app: FastifyInstance,
  { bodyLimit, errorPage }: HtmlFormOptions,
): Promise<void> {
  await app.register(formBody, {
    bodyLimit,
    parser: (text: string) => Object.fromEntries(new URLSearchParams(text)),
  });
  if (!errorPage) return;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    writeErrorHeaders(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, errorPage.logMessage);
    const message =
      status === 429
        ? messages.server.rateLimited
        : status === 413
          ? (errorPage.tooLarge ?? errorPage.unreadable)
          : status >= 500
            ? messages.server.internal
            : errorPage.unreadable;
    return sendFormPage(reply, status >= 500 ? 500 : status, {
      title: errorPage.title,
      message,
      tone: 'error',
      backHref: errorPage.backHref,
      backLabel: errorPage.backLabel,
    });
  });
}
