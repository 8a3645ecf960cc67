import { normalisePath } from '../../shared/site-paths.ts';

export interface PageAddress {
  path: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const utmLimit = 100;

function utm(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim().toLowerCase().slice(0, utmLimit);
  return value ? value : null;
}

/** The page's path and campaign tags, from the path-and-query the beacon sent. */
export function readPageAddress(url: string): PageAddress {
  const parsed = new URL(url, 'http://page.invalid');
  return {
    path: normalisePath(parsed.pathname).slice(0, 300),
    utmSource: utm(parsed.searchParams, 'utm_source'),
    utmMedium: utm(parsed.searchParams, 'utm_medium'),
    utmCampaign: utm(parsed.searchParams, 'utm_campaign'),
  };
}

/**
 * The referring site's host, without `www.`; null when there is none, it is not a web
 * address, or it is this site (moving between our own pages is not a source).
 */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined) {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = ownHost
    ?.toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  return host && host !== own ? host.slice(0, 253) : null;
}
