import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { goTrueErrors } from './gotrue-errors.ts';
import { resetRateLimit } from '../rate-limits/rate-limits-repository.ts';
import { countHit, type RateLimitRule } from '../rate-limits/rate-limiter.ts';

export type { RateLimitRule };

export interface AuthRateLimits {
  /** POST /token, both grants, per client address. */
  token: RateLimitRule;
  signUp: RateLimitRule;
  recover: RateLimitRule;
  verify: RateLimitRule;
  /** Password sign-in attempts per account (per e-mail, whether or not it exists). */
  signInAttempts: RateLimitRule;
}

/** GoTrue's defaults per client address, plus the per-account sign-in throttle. */
export const defaultAuthRateLimits: AuthRateLimits = {
  token: { max: 150, windowSeconds: 5 * 60 },
  signUp: { max: 30, windowSeconds: 5 * 60 },
  recover: { max: 30, windowSeconds: 5 * 60 },
  verify: { max: 30, windowSeconds: 5 * 60 },
  signInAttempts: { max: 5, windowSeconds: 15 * 60 },
};

export type ClientAddressLimit = Exclude<keyof AuthRateLimits, 'signInAttempts'>;

/** Counts a request from a client address; over the limit it throws 429 with Retry-After. */
export async function limitClientAddress(
  db: Kysely<DB>,
  limits: AuthRateLimits,
  kind: ClientAddressLimit,
  clientAddress: string,
): Promise<void> {
  const verdict = await countHit(db, `${kind}:${clientAddress}`, limits[kind]);
  if (!verdict.allowed) throw goTrueErrors.rateLimited(verdict.secondsLeft);
}

const signInBucket = (email: string) => `sign-in:${email}`;

/**
 * Counts a sign-in attempt on an account before its password is checked, so parallel
 * guesses cannot slip past the count; a successful sign-in clears it. Unknown e-mails are
 * counted the same way, so a 429 says nothing about whether an account exists.
 */
export async function limitSignInAttempts(
  db: Kysely<DB>,
  limits: AuthRateLimits,
  email: string,
): Promise<void> {
  const verdict = await countHit(db, signInBucket(email), limits.signInAttempts);
  if (!verdict.allowed) throw goTrueErrors.rateLimited(verdict.secondsLeft);
}

export function clearSignInAttempts(db: Kysely<DB>, email: string): Promise<void> {
  return resetRateLimit(db, signInBucket(email));
}
