/**
 * An unknown address is answered with the home page and status 404 (robots drop it), the
 * page saying the address asked for does not exist (spec: an unknown address lands on `/`).
 */

/** The id of the inline script only that answer carries; the home page looks for it. */
export const notFoundElementId = 'studio-not-found';

/**
 * The page with a script at the end of <head> that moves the address to `/` before the
 * router starts, so it hydrates the home page it was rendered as. An inline script of
 * the 404 answer only: no other page pays for it. Its CSP hash is computed like any
 * inline script's (static-site.ts); React's hydration passes over the extra element.
 */
export function withNotFoundAddress(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('A rendered page has no </head>');
  const script = `<script id="${notFoundElementId}">history.replaceState(history.state,"","/")</script>`;
  return `${html.slice(0, headEnd)}${script}${html.slice(headEnd)}`;
}
