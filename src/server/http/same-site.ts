import type { FastifyRequest } from 'fastify';

/**
 * The JSON API is shielded by CORS preflight; a plain form post is not, so this route
 * checks where the form was. Browsers say so in Sec-Fetch-Site. Only an older browser
 * leaves it out; then a real Origin must be ours. ("null" tells nothing: the site's
 * no-referrer policy makes Chromium send it for our own forms.)
 */
export function isFromThisSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
