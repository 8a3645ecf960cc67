/**
 * The small page a lead form answers with when it was sent without JavaScript: the
 * outcome in the form's own words and a way back. Self-contained (inline style, no
 * script), so it needs nothing from the client build and passes the site's CSP.
 */
import type { FastifyReply } from 'fastify';
import { html, htmlDocument } from './html.ts';

export interface FormPage {
  title: string;
  message: string;
  tone: 'success' | 'error';
  /** Where "back" leads: a path on this site, checked by safeReturnPath. */
  backHref: string;
  backLabel: string;
  /** A button that posts to this page's own address (a confirmation step), if any. */
  confirm?: { label: string; fields: Record<string, string> };
}

/**
 * A path on this site, optionally with a fragment ("/", "/transmission#subscribe"), and
 * nothing else: no scheme, no host, no "//" or backslash that a browser would read as one,
 * no query. Anything else gives `fallback`, so the back link never leads off the site.
 */
export function safeReturnPath(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string' || candidate.length > 200) return fallback;
  return /^\/(?![/\\])[\w\-./~]*(#[\w-]*)?$/.test(candidate) ? candidate : fallback;
}

const styles = `
  :root { color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: #07070c; color: #ececf4;
    font: 16px/1.6 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 28rem; width: 100%; padding: 28px; border: 1px solid #151522;
    border-radius: 24px; background: #0d0d16; }
  .eyebrow { margin: 0; font-size: 12px; font-weight: 600; letter-spacing: .2em;
    text-transform: uppercase; color: #ff8a5c; }
  h1 { margin: 8px 0 12px; font-size: 28px; line-height: 1.2; }
  .error h1 { color: #ffb4a0; }
  p { margin: 0 0 24px; color: #b4b4c8; }
  form { margin: 0 0 16px; }
  button { font: inherit; cursor: pointer; border: 0; padding: 10px 20px; border-radius: 999px;
    background: #ff6a3d; color: #07070c; font-weight: 600; }
  button:hover, button:focus-visible { background: #ff8a5c; }
  button:focus-visible { outline: 2px solid #ececf4; outline-offset: 3px; }
  form + a { background: transparent; color: #ececf4; border: 1px solid #2e2e42; }
  a { display: inline-block; padding: 10px 20px; border-radius: 999px; background: #ff6a3d;
    color: #07070c; font-weight: 600; text-decoration: none; }
  a:hover, a:focus-visible { background: #ff8a5c; }
  a:focus-visible { outline: 2px solid #ececf4; outline-offset: 3px; }
`;

export function renderFormPage(page: FormPage): string {
  return htmlDocument(
    page.title,
    styles,
    html`<main class="${page.tone}">
      <p class="eyebrow">Signal Studio</p>
      <h1>${page.title}</h1>
      <p>${page.message}</p>
      ${
        page.confirm
          ? html`<form method="post">
              ${Object.entries(page.confirm.fields).map(
                ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
              )}
              <button type="submit">${page.confirm.label}</button>
            </form>`
          : ''
      }
      <a href="${page.backHref}">${page.backLabel}</a>
    </main>`,
  );
}

/** Answers with a form page; never cached, since it tells the outcome of one post. */
export function sendFormPage(reply: FastifyReply, status: number, page: FormPage) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderFormPage(page));
}
