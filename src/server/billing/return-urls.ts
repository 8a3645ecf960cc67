/**
 * Checkout may send the buyer back only to this site: anything else would make our
 * checkout an open redirect (a link to our payment page that ends on a phishing page).
 * The site is the configured public URL; when that is a loopback address, the other
 * loopback spellings of the same port are the same site (a browser on 127.0.0.1 versus
 * PUBLIC_URL's default localhost), and in development any loopback port (Vite's).
 */

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ReturnUrlPolicy {
  publicUrl: string;
  isDevelopment: boolean;
}

/** The absolute address if it is on this site, else undefined. Relative paths resolve on publicUrl. */
export function siteAddress(candidate: string, policy: ReturnUrlPolicy): URL | undefined {
  const site = new URL(policy.publicUrl);
  let url: URL;
  try {
    // Only absolute http(s) addresses and root paths: a protocol-relative "//evil.example"
    // or a bare word must not pass as a path on this site.
    const isRootPath = candidate.startsWith('/') && !/^\/[\\/]/.test(candidate);
    if (!isRootPath && !/^https?:\/\//i.test(candidate)) return undefined;
    url = new URL(candidate, site);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin === site.origin) return url;
  const isLoopbackSite = loopbackHosts.has(site.hostname);
  if (isLoopbackSite && loopbackHosts.has(url.hostname) && url.protocol === site.protocol) {
    if (url.port === site.port || policy.isDevelopment) return url;
  }
  return undefined;
}
