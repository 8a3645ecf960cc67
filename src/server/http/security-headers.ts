import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The strict policy every response carries. HTML pages replace `script-src` with one that
 * also lists the sha256 of each inline script that page holds (see static-site.ts):
 * no 'unsafe-inline' for scripts anywhere.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Inline style attributes come from React's style props and the toast library.
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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(contentSecurityPolicy).map(([key, value]) => [key, [...value]]),
      ),
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}
