/**
 * sitemap.xml and the robots.txt line that points to it, generated at build time from the
 * pre-rendered paths (see vite.config.ts), so a new public page is listed without a step.
 */

/** Where the public site lives unless VITE_SITE_ORIGIN says otherwise. */
export const defaultSiteOrigin = 'https://signal.studio';

/** Pre-rendered pages that are not for search results: checkout returns and sign-in forms. */
const unlistedPrefixes = ['/checkout', '/login', '/register', '/reset-password'];

export function sitemapPaths(paths: readonly string[]): string[] {
  return paths.filter(
    (path) => !unlistedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const base = origin.replace(/\/$/, '');
  const urls = sitemapPaths(paths)
    .map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Adds the Sitemap line to robots.txt, once. */
export function withSitemapLine(robots: string, origin: string): string {
  const line = `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`;
  if (robots.includes(line)) return robots;
  return `${robots.trimEnd()}\n\n${line}\n`;
}
