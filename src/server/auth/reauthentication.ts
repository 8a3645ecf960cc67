import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
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
    await deps.sendAccountMail(trx, {
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

/** What needs the proof; GoTrue's message for a password change, the same shape for the rest. */
const reauthenticationNeeded = {
  password: 'Password update requires reauthentication',
  email: 'Email change requires reauthentication',
  factor: 'Changing two-factor authentication requires reauthentication',
} as const;
export type SensitiveChange = keyof typeof reauthenticationNeeded;

/**
 * How long a session counts as freshly proved after signing in or giving the current
 * password or a mailed code: enough to enrol an authenticator right after.
 */
export const freshProofSeconds = 10 * 60;

const needed = (change: SensitiveChange) =>
  new GoTrueError(400, 'reauthentication_needed', reauthenticationNeeded[change]);

/**
 * A sensitive change (a new password or e-mail address) needs more than an access token,
 * which may be stolen: the current password or a mailed code with the request, or (a new
 * password only) a session that a reset link opened moments ago. Wrong proofs are counted
 * per account before they are checked. A good proof also marks the session proved.
 */
export async function requireFreshProof(
  deps: AuthDependencies,
  caller: Caller,
  user: AuthUser,
  proof: FreshProof,
  change: SensitiveChange = 'password',
): Promise<void> {
  const { nonce, current_password: currentPassword } = proof;
  if (!nonce && !currentPassword) {
    const recoveryCounts =
      change === 'password' &&
      (await isFreshRecoverySession(deps.db, caller.sessionId, deps.settings.recoveryLinkSeconds));
    if (recoveryCounts) return;
    throw needed(change);
  }
  await checkProof(deps, user, { nonce, currentPassword });
  await markSessionProved(deps.db, caller.sessionId);
}

async function checkProof(
  deps: AuthDependencies,
  user: AuthUser,
  { nonce, currentPassword }: { nonce?: string | undefined; currentPassword?: string | undefined },
): Promise<void> {
  const verdict = await countHit(deps.db, `reauthentication:${user.id}`, proofAttempts);
  if (!verdict.allowed) throw goTrueErrors.rateLimited(verdict.secondsLeft);
  if (currentPassword && (await verifyPassword(user.encrypted_password, currentPassword))) return;
  if (nonce && (await consumeReauthenticationCode(deps.db, user.id, nonce))) return;
  throw new GoTrueError(
    400,
    'reauthentication_not_valid',
    'Requested nonce or current password is invalid',
  );
}

/** Spends a code from GET /reauthenticate; true when it was the user's live code. */
export async function consumeReauthenticationCode(
  db: Kysely<DB>,
  userId: string,
  code: string,
): Promise<boolean> {
  return (await consumeOneTimeToken(db, codeHash(userId, code), 'reauthentication')) === userId;
}

async function markSessionProved(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ proved_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Enrolling or removing an authenticator: auth-js sends no password with these calls, so
 * the session itself must have proved who holds it lately (signed in, or given the
 * current password or a mailed code through `updateUser`) within `freshProofSeconds`.
 */
export async function requireFreshSession(db: Kysely<DB>, caller: Caller): Promise<void> {
  const row = await db
    .selectFrom('auth_sessions')
    .select('id')
    .where('id', '=', caller.sessionId)
    .where('proved_at', '>', sql<Date>`now() - make_interval(secs => ${freshProofSeconds})`)
    .executeTakeFirst();
  if (!row) throw needed('factor');
}

/** PUT /user with only a proof: marks the session proved for a change that follows. */
export async function proveSession(
  deps: AuthDependencies,
  caller: Caller,
  user: AuthUser,
  proof: FreshProof,
): Promise<void> {
  await checkProof(deps, user, { nonce: proof.nonce, currentPassword: proof.current_password });
  await markSessionProved(deps.db, caller.sessionId);
}
