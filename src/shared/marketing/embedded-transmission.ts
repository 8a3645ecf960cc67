import type { TransmissionContent } from './transmission-content.ts';
import { transmissionContentElementId } from './transmission-content.ts';

/** Public pages that show articles, and so are rendered with the published list. */
export function showsTransmission(urlPath: string): boolean {
  return urlPath === '/' || urlPath === '/transmission' || urlPath.startsWith('/transmission/');
}

/**
 * The page with the Transmission it was rendered with as a JSON script at the end of
 * <head> (as the site state is: shared/site-settings/embedded-state.ts), for hydration.
 */
export function withEmbeddedTransmission(html: string, content: TransmissionContent): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('A rendered page has no </head>');
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${transmissionContentElementId}">${json}</script>`;
  return `${html.slice(0, headEnd)}${script}${html.slice(headEnd)}`;
}
