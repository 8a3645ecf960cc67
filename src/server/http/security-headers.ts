import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The strict policy every response carries. HTML pages replace `script-src` with one that
 * also lists the sha256 of each inline script that page holds (see static-site.ts):
 * no 'unsafe-inline' for scripts anywhere.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Sonner and Radix's scroll lock insert <style> elements at run time, and two pages carry
  // a pre-rendered style attribute: docs/decisions/2026-11-24-style-src-unsafe-inline.md.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // The no-JavaScript buy buttons post here and are redirected to Stripe's hosted checkout.
  'form-action': ["'self'", 'https://checkout.stripe.com'],
  'frame-ancestors': ["'none'"],
} as const;

export function serialisePolicy(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security max-age in seconds, sent only on HTTPS requests. */
  hstsMaxAgeSeconds: number;
}

/**
 * Helmet's headers, worked out once. Our helmet options are the same for every request
 * (no per-request nonces or functions), so its middleware, run against a response that only
 * records, yields the exact set it would write on each one; building it per request (as
 * @fastify/helmet does) cost more than the headers themselves.
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {
      // X-Powered-By: Node never sets it, Fastify neither.
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(contentSecurityPolicy).map(([key, value]) => [key, [...value]]),
      ),
    },
    crossOriginEmbedderPolicy: false,
    // Sent by the hook below, only when the request came over HTTPS.
    strictTransportSecurity: false,
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { hstsMaxAgeSeconds }: SecurityHeaderOptions,
): Promise<void> {
  const headers = helmetHeaders();
  // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY, so a plain-HTTP client
  // cannot make a server that faces it directly announce HSTS (RFC 6797 forbids it over
  // HTTP anyway).
  const hsts = `max-age=${hstsMaxAgeSeconds}`;
  // One synchronous hook for every response, 404s and errors included (set before any
  // route runs, so a route's own Content-Security-Policy replaces the default).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}
