import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh tokens and one-time link tokens: 256 random bits, URL-safe. They are bearer
 * secrets, so only their SHA-256 is stored; with that much entropy a fast hash is as good
 * as a slow one, and it can be looked up by index.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
