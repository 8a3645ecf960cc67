import { showsFittingWork } from './work-fits.ts';
import { workContentElementId, type WorkContent } from './work-content.ts';

/** Public pages rendered with the studio's work: /work, each case, and those that fit. */
export function showsWork(urlPath: string): boolean {
  return urlPath === '/work' || urlPath.startsWith('/work/') || showsFittingWork(urlPath);
}

/**
 * The page with the work it was rendered with as a JSON script at the end of <head> (as
 * the Transmission's is: embedded-transmission.ts), for hydration.
 */
export function withEmbeddedWork(html: string, content: WorkContent): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('A rendered page has no </head>');
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${workContentElementId}">${json}</script>`;
  return `${html.slice(0, headEnd)}${script}${html.slice(headEnd)}`;
}
