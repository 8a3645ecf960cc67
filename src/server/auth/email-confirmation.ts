import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import type { AppRole, DB } from '../db/schema/schema.ts';
import type { AuthDependencies, ClientInfo } from './auth-dependencies.ts';
import { parseEmailAddress } from './email-address.ts';
import { goTrueErrors } from './gotrue-errors.ts';
import {
  consumeOneTimeToken,
  hasRecentOneTimeToken,
  replaceOneTimeToken,
} from './one-time-tokens-repository.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { startSession } from './session-service.ts';
import type { GoTrueSession } from './user-json.ts';
import { confirmEmail, findUserByEmail, findUserById, type AuthUser } from './users-repository.ts';

/** The page that spends a confirmation link (the token is spent there, not on opening). */
export const confirmEmailPath = '/confirm-email';

/** auth-js's EmailOtpType values that confirm a sign-up (`email` is the newer name). */
export const signupVerifyTypes: readonly string[] = ['signup', 'email'];

/**
 * The role an address is owed. ADMIN_EMAILS names mailboxes, so the admin role waits
 * until the account proved it reads one: whoever signs up first with an admin's address
 * gets nothing from it.
 */
export function owedRole(deps: AuthDependencies, user: AuthUser): AppRole {
  return user.email_confirmed_at !== null && deps.adminEmails.includes(user.email)
    ? 'admin'
    : 'user';
}

/** Gives a confirmed admin address its role (ADMIN_EMAILS may have grown since sign-up). */
export async function grantOwedRole(
  deps: AuthDependencies,
  db: Kysely<DB>,
  user: AuthUser,
): Promise<void> {
  if (owedRole(deps, user) === 'admin' && (await deps.profiles.findRole(db, user.id)) !== 'admin') {
    await deps.profiles.setRole(db, user.id, 'admin');
  }
}

/**
 * A new one-time confirmation link for the user (an earlier one stops working); the
 * caller mails it in the same transaction.
 */
export async function newConfirmationLink(
  deps: AuthDependencies,
  trx: Kysely<DB>,
  userId: string,
): Promise<{ url: string; tokenHash: string }> {
  const token = newOpaqueToken();
  const tokenHash = hashOpaqueToken(token);
  await replaceOneTimeToken(trx, {
    userId,
    purpose: 'signup',
    tokenHash,
    lifetimeSeconds: deps.settings.confirmationLinkSeconds,
  });
  return { url: `${deps.publicUrl}${confirmEmailPath}?token_hash=${token}&type=signup`, tokenHash };
}

/**
 * Mails a fresh confirmation link to an unconfirmed account. Silent (the same answer)
 * for an unknown or confirmed address and within a minute of the last link, so the
 * endpoint tells nobody which addresses have accounts nor floods an inbox.
 */
export async function sendConfirmation(deps: AuthDependencies, user: AuthUser): Promise<void> {
  if (user.email_confirmed_at !== null) return;
  const { confirmationResendSeconds, confirmationLinkSeconds } = deps.settings;
  if (await hasRecentOneTimeToken(deps.db, user.id, 'signup', confirmationResendSeconds)) return;
  await deps.db.transaction().execute(async (trx) => {
    const link = await newConfirmationLink(deps, trx, user.id);
    await deps.sendAccountMail(trx, {
      kind: 'signup_confirmation',
      to: user.email,
      data: { link: link.url, validHours: Math.round(confirmationLinkSeconds / 3600) },
      idempotencyKey: `signup-confirmation:${link.tokenHash}`,
    });
  });
}

/** POST /resend: only sign-up confirmations are resent (GoTrue's other types are off here). */
export async function resendConfirmation(
  deps: AuthDependencies,
  input: { type?: string | undefined; email?: string | undefined },
): Promise<void> {
  if (input.type !== 'signup') {
    throw goTrueErrors.validation(messages.authApi.unsupportedResendType);
  }
  const email = parseEmailAddress(input.email);
  const user = await findUserByEmail(deps.db, email);
  if (user) await sendConfirmation(deps, user);
}

/**
 * POST /verify with a sign-up link: spends the token, marks the address proven, gives the
 * role it is owed and signs the user in. Guest purchases made with the address join the
 * account right after; should that fail, the account's next billing read claims them.
 */
export async function verifySignup(
  deps: AuthDependencies,
  tokenHashParam: string | undefined,
  client: ClientInfo,
): Promise<GoTrueSession> {
  if (!tokenHashParam) throw goTrueErrors.linkExpired();
  const tokenHash = hashOpaqueToken(tokenHashParam);
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeOneTimeToken(trx, tokenHash, 'signup');
    const found = userId ? await findUserById(trx, userId) : undefined;
    if (!found) return undefined;
    const user = await confirmEmail(trx, found.id);
    await grantOwedRole(deps, trx, user);
    await deps.addressProven.record(trx, { userId: user.id, email: user.email });
    const session = await startSession(deps, trx, { user, method: 'otp', client });
    return { user, session };
  });
  if (!confirmed) throw goTrueErrors.linkExpired();
  const { user, session } = confirmed;
  await deps.addressProven.afterCommit({ userId: user.id, email: user.email });
  return session;
}
