import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { hitRateLimit } from './rate-limits-repository.ts';

/** At most `max` hits per bucket in a window of `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * No rule may count over a longer window: the sweep drops counters older than this, so a
 * longer window would quietly start over early.
 */
export const longestWindowSeconds = 60 * 60;

export interface RateLimitVerdict {
  allowed: boolean;
  /** Hits left in the window after this one. */
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  secondsLeft: number;
}

/**
 * The one rate-limit mechanism of the server: every hit is counted in the database in
 * one atomic statement, so several processes on one PostgreSQL share each count and a
 * load balancer cannot multiply a limit.
 */
export async function countHit(
  db: Kysely<DB>,
  bucket: string,
  rule: RateLimitRule,
): Promise<RateLimitVerdict> {
  if (rule.windowSeconds > longestWindowSeconds) {
    throw new Error(`A rate-limit window of ${rule.windowSeconds} s outlives the sweep`);
  }
  const hit = await hitRateLimit(db, bucket, rule.windowSeconds);
  return {
    allowed: hit.hits <= rule.max,
    remaining: Math.max(0, rule.max - hit.hits),
    secondsLeft: hit.secondsLeft,
  };
}

export interface RouteRateLimit {
  /** The counter's name; routes with different names count apart. */
  name: string;
  rule: RateLimitRule;
  /** Whose requests are counted together: the client address unless said otherwise. */
  keyOf?: (request: FastifyRequest) => string;
}

const byClientAddress = (request: FastifyRequest) => request.ip;

/**
 * A route's `preValidation` hook: each request is counted once its body is read and before
 * it is validated, so invalid requests count too, while a body that cannot even be parsed
 * is refused (400, 413) without a database write. It answers with the usual
 * `x-ratelimit-*` headers; past the limit it throws a 429 with Retry-After, which the JSON
 * error handler and the form pages each word their way.
 */
export function limitRequests(
  db: Kysely<DB>,
  { name, rule, keyOf = byClientAddress }: RouteRateLimit,
) {
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply) {
    const verdict = await countHit(db, `${name}:${keyOf(request)}`, rule);
    reply.header('x-ratelimit-limit', String(rule.max));
    reply.header('x-ratelimit-remaining', String(verdict.remaining));
    reply.header('x-ratelimit-reset', String(verdict.secondsLeft));
    if (verdict.allowed) return;
    throw AppError.tooManyRequests(verdict.secondsLeft, messages.server.rateLimited);
  };
}
