import type { PublicSiteState } from '../schemas/site-settings.ts';

/**
 * The id of the JSON script the server puts in each public page it renders: the state
 * that page was rendered with, which the browser hydrates with (src/web/lib/site-state.ts).
 */
export const siteStateElementId = 'studio-site-state';

/**
 * The page with its state as a JSON script at the end of <head>. `<` is escaped so no
 * text in the settings can close the element. A JSON script never runs, so it needs no
 * CSP hash; React's hydration passes over the extra element in <head>.
 */
export function withEmbeddedSiteState(html: string, state: PublicSiteState): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('A rendered page has no </head>');
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${siteStateElementId}">${json}</script>`;
  return `${html.slice(0, headEnd)}${script}${html.slice(headEnd)}`;
}
