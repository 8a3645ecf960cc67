import { randomInt } from 'node:crypto';
import { countHit } from '../rate-limits/rate-limiter.ts';
import type { AuthDependencies, ClientInfo } from './auth-dependencies.ts';
import { grantOwedRole } from './email-confirmation.ts';
import { parseEmailAddress } from './email-address.ts';
import { GoTrueError, goTrueErrors } from './gotrue-errors.ts';
import {
  consumeOneTimeToken,
  hasRecentOneTimeToken,
  replaceOneTimeToken,
} from './one-time-tokens-repository.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { startSession } from './session-service.ts';
import type { GoTrueSession } from './user-json.ts';
import { confirmEmail, findUserByEmail, findUserById } from './users-repository.ts';

/** The page that spends a sign-in link (on a press, like the confirmation link). */
export const signInLinkPath = '/confirm-email';
/** GoTrue's MAILER_OTP_EXP for a sign-in link and code: one hour. */
const linkSeconds = 60 * 60;
const resendSeconds = 60;
/** GoTrue's RATE_LIMIT_EMAIL_SENT-like cap per address, across processes. */
const mailsPerHour = { max: 30, windowSeconds: 60 * 60 };
/** Wrong codes per address before a pause: six digits must not be guessable. */
const codeAttempts = { max: 5, windowSeconds: 15 * 60 };

const codeHash = (userId: string, code: string) =>
  hashOpaqueToken(`email-otp:${userId}:${code.trim()}`);

/**
 * POST /otp (auth-js signInWithOtp with an e-mail): one mail with a sign-in link and a
 * six-digit code, both good for an hour and once. The answer is the same for every
 * address: nothing is sent to one without an account (this server creates accounts only
 * by sign-up), nor within a minute of the last mail, and at most 30 an hour per address.
 */
export async function requestEmailSignIn(
  deps: AuthDependencies,
  input: { email?: string | undefined },
): Promise<void> {
  const email = parseEmailAddress(input.email);
  const verdict = await countHit(deps.db, `otp-mail:${email}`, mailsPerHour);
  if (!verdict.allowed) {
    throw new GoTrueError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', {
      retryAfterSeconds: verdict.secondsLeft,
    });
  }
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  if (await hasRecentOneTimeToken(deps.db, user.id, 'magiclink', resendSeconds)) return;
  const token = newOpaqueToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = hashOpaqueToken(token);
  await deps.db.transaction().execute(async (trx) => {
    const lifetimeSeconds = linkSeconds;
    await replaceOneTimeToken(trx, {
      userId: user.id,
      purpose: 'magiclink',
      tokenHash,
      lifetimeSeconds,
    });
    await replaceOneTimeToken(trx, {
      userId: user.id,
      purpose: 'email_otp',
      tokenHash: codeHash(user.id, code),
      lifetimeSeconds,
    });
    await deps.sendAccountMail(trx, {
      kind: 'sign_in_link',
      to: user.email,
      data: {
        link: `${deps.publicUrl}${signInLinkPath}?token_hash=${token}&type=magiclink`,
        code,
        validMinutes: linkSeconds / 60,
      },
      idempotencyKey: `sign-in-link:${tokenHash}`,
    });
  });
}

/**
 * POST /verify for a sign-in: the link (`type=magiclink`, `token_hash`) or the code
 * (`type=email` or `magiclink`, with `email` and `token`). Either uses up both, proves the
 * mailbox (so it also confirms the address) and opens a session.
 */
export async function verifyEmailSignIn(
  deps: AuthDependencies,
  input: {
    token_hash?: string | undefined;
    token?: string | undefined;
    email?: string | undefined;
  },
  client: ClientInfo,
): Promise<GoTrueSession> {
  let userId: string | undefined;
  if (input.token && input.email) {
    const email = parseEmailAddress(input.email);
    const verdict = await countHit(deps.db, `otp-code:${email}`, codeAttempts);
    if (!verdict.allowed) throw goTrueErrors.rateLimited(verdict.secondsLeft);
    const owner = await findUserByEmail(deps.db, email);
    if (owner) {
      const hash = codeHash(owner.id, input.token);
      userId = await consumeOneTimeToken(deps.db, hash, 'email_otp');
    }
    if (!userId) throw new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid');
  } else if (input.token_hash) {
    userId = await consumeOneTimeToken(deps.db, hashOpaqueToken(input.token_hash), 'magiclink');
    if (!userId) throw goTrueErrors.linkExpired();
  } else {
    throw goTrueErrors.validation('Verify requires either a token or a token hash');
  }
  const signedInUserId = userId;
  const { session, user } = await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('auth_one_time_tokens')
      .where('user_id', '=', signedInUserId)
      .where('purpose', 'in', ['magiclink', 'email_otp'])
      .execute();
    const found = await findUserById(trx, signedInUserId);
    if (!found) throw goTrueErrors.linkExpired();
    const confirmed = await confirmEmail(trx, found.id);
    await grantOwedRole(deps, trx, confirmed);
    await deps.addressProven.record(trx, { userId: confirmed.id, email: confirmed.email });
    const opened = await startSession(deps, trx, { user: confirmed, method: 'otp', client });
    return { session: opened, user: confirmed };
  });
  await deps.addressProven.afterCommit({ userId: user.id, email: user.email });
  return session;
}
