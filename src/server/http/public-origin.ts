import { readFileSync } from 'node:fs';
import { withSitemapLine } from '../../shared/sitemap.ts';

const canonicalPattern = /(<link rel="canonical" href=")https?:\/\/[^/"]+/g;
const ogUrlPattern = /(<meta property="og:url" content=")https?:\/\/[^/"]+/g;
const ogImagePattern = /(<meta property="og:image" content=")https?:\/\/[^/"]+/g;

/**
 * The canonical, og:url and og:image addresses of a pre-rendered page, moved to the origin the
 * site is served at (PUBLIC_URL), whatever origin the build wrote. Only attributes
 * change, never an inline script, so the page's CSP hashes stay valid.
 */
export function withPublicOrigin(html: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return html
    .replace(canonicalPattern, `$1${origin}`)
    .replace(ogUrlPattern, `$1${origin}`)
    .replace(ogImagePattern, `$1${origin}`);
}

export function publicRobots(robotsFile: string, publicUrl: string): string {
  return withSitemapLine(readFileSync(robotsFile, 'utf8'), new URL(publicUrl).origin);
}
