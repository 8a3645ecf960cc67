import type { FastifyRequest } from 'fastify';

/**
 * The JSON API is shielded by CORS preflight; a plain form post is not, so this route
 * checks where the form was. Browsers say so in Sec-Fetch-Site. Only an older browser
 * leaves it out; then a real Origin must be ours. Origin "null" is refused then: it is
 * what a sandboxed frame or a data: page on any site sends, and the browsers that send it
 * for our own forms (the no-referrer policy) all send Sec-Fetch-Site as well. No Origin
 * at all is not a browser's cross-site post (they all send one), so it passes.
 */
export function isFromThisSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
