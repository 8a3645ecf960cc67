/**
 * sitemap.xml and the robots.txt line that points to it, generated at build time from the
 * pre-rendered paths (see vite.config.ts), so a new public page is listed without a step.
 */

/** Where the public site lives unless VITE_SITE_ORIGIN says otherwise. */
export const defaultSiteOrigin = 'https://signal.studio';

/**
 * Pre-rendered pages that are not for search results: checkout returns, sign-in forms,
 * pages marked noindex (/forgot-password, /bonnie) and /interactive, whose canonical
 * address is the home page.
 */
const unlistedPrefixes = [
  '/checkout',
  '/login',
  '/register',
  '/reset-password',
  '/confirm-email',
  '/forgot-password',
  '/bonnie',
  '/interactive',
];

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

/** Adds the Sitemap line to robots.txt once, replacing a line for another origin. */
export function withSitemapLine(robots: string, origin: string): string {
  const line = `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`;
  if (robots.includes(line)) return robots;
  const withoutOld = robots.replace(/\n*Sitemap: [^\n]*\n?/g, '\n');
  return `${withoutOld.trimEnd()}\n\n${line}\n`;
}
