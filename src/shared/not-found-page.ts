/**
 * An unknown address is answered with the home page and status 404 (robots drop it), the
 * page saying the address asked for does not exist (spec: an unknown address lands on `/`).
 * The notice and the address change are written into that one answer's HTML, so the home
 * page's own JavaScript carries nothing for them (issue 33: no page's JavaScript grows).
 */

export const notFoundNotice = 'That page does not exist. Here is the home page.';

/** The attribute of the home page's empty element (atop <main>, under the header) the notice is written into. */
export const notFoundSlot = { 'data-not-found-slot': '' } as const;
const emptySlot = '<div data-not-found-slot=""></div>';

const noticeHtml = `<p role="status" class="mx-auto mt-28 w-fit sm:mt-20 max-w-[calc(100%-2rem)] text-pretty rounded-2xl border border-signal-500/50 bg-ink-900/90 px-4 py-2 text-center text-sm text-ink-100">${notFoundNotice}</p>`;

/**
 * The rendered home page as the answer to an unknown address: the notice in its slot,
 * and a script at the end of <head> that moves the address to `/` before the router
 * starts, so it hydrates the home page it was rendered as. The script's CSP hash is
 * computed like any inline script's (static-site.ts); React's hydration passes over an
 * extra element in <head> and keeps the slot's content (it sets none of its own).
 */
export function withNotFoundAddress(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || !html.includes(emptySlot))
    throw new Error('The home page has no </head> or no not-found slot');
  const script = '<script>history.replaceState(history.state,"","/")</script>';
  return `${html.slice(0, headEnd)}${script}${html.slice(headEnd)}`.replace(
    emptySlot,
    `<div data-not-found-slot="">${noticeHtml}</div>`,
  );
}
