import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { countHit } from '../rate-limits/rate-limiter.ts';
import type { AuthDependencies } from './auth-dependencies.ts';
import type { Caller } from './bearer-check.ts';
import { GoTrueError, goTrueErrors } from './gotrue-errors.ts';
import {
  consumeOneTimeToken,
  hasRecentOneTimeToken,
  replaceOneTimeToken,
} from './one-time-tokens-repository.ts';
import { hashOpaqueToken } from './opaque-tokens.ts';
import { verifyPassword } from './passwords.ts';
import type { AuthUser } from './users-repository.ts';

/** A mailed code works 10 minutes; a new one can be asked for a minute after the last. */
const codeSeconds = 10 * 60;
const codeResendSeconds = 60;
/** Wrong proofs per account before a pause: a six-digit code must not be guessable. */
const proofAttempts = { max: 5, windowSeconds: 15 * 60 };

/** The stored hash covers the user, so two accounts' equal codes never collide. */
const codeHash = (userId: string, code: string) => hashOpaqueToken(`${userId}:${code.trim()}`);

/**
 * GET /reauthenticate: mails the signed-in user a six-digit code (GoTrue's nonce) that
 * proves, with the access token, that they still read their mailbox.
 */
export async function sendReauthenticationCode(
  deps: AuthDependencies,
  user: AuthUser,
): Promise<void> {
  if (await hasRecentOneTimeToken(deps.db, user.id, 'reauthentication', codeResendSeconds)) {
    throw new GoTrueError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${codeResendSeconds} seconds.`,
      { retryAfterSeconds: codeResendSeconds },
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = codeHash(user.id, code);
  await deps.db.transaction().execute(async (trx) => {
    await replaceOneTimeToken(trx, {
      userId: user.id,
      purpose: 'reauthentication',
      tokenHash,
      lifetimeSeconds: codeSeconds,
    });
    await deps.mailer.enqueue(trx, {
      kind: 'reauthentication_code',
      to: user.email,
      data: { code, validMinutes: codeSeconds / 60 },
      idempotencyKey: `reauthentication:${tokenHash}`,
    });
  });
}

/** A session opened by a password-reset link within the link's lifetime: the link was the proof. */
async function isFreshRecoverySession(
  db: Kysely<DB>,
  sessionId: string,
  withinSeconds: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('authentication_method', '=', 'recovery')
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${withinSeconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

export interface FreshProof {
  /** The code from GET /reauthenticate (auth-js `updateUser({ nonce })`). */
  nonce?: string | undefined;
  current_password?: string | undefined;
}

/**
 * A sensitive change (a new password) needs more than an access token, which may be
 * stolen: the current password, a mailed code, or a session that a reset link opened
 * moments ago. Wrong proofs are counted per account before they are checked.
 */
export async function requireFreshProof(
  deps: AuthDependencies,
  caller: Caller,
  user: AuthUser,
  proof: FreshProof,
): Promise<void> {
  const { nonce, current_password: currentPassword } = proof;
  if (!nonce && !currentPassword) {
    if (await isFreshRecoverySession(deps.db, caller.sessionId, deps.settings.recoveryLinkSeconds))
      return;
    throw new GoTrueError(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    );
  }
  const verdict = await countHit(deps.db, `reauthentication:${user.id}`, proofAttempts);
  if (!verdict.allowed) throw goTrueErrors.rateLimited(verdict.secondsLeft);
  if (currentPassword && (await verifyPassword(user.encrypted_password, currentPassword))) return;
  if (
    nonce &&
    (await consumeOneTimeToken(deps.db, codeHash(user.id, nonce), 'reauthentication')) === user.id
  )
    return;
  throw new GoTrueError(
    400,
    'reauthentication_not_valid',
    'Requested nonce or current password is invalid',
  );
}
