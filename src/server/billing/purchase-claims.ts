import type { Kysely } from 'kysely';
import {
  consumeOneTimeToken,
  hasRecentOneTimeToken,
  replaceOneTimeToken,
} from '../auth/one-time-tokens-repository.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaque-tokens.ts';
import type { DB } from '../db/schema.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hasUnclaimedPurchases } from './customers-repository.ts';
import { claimPurchasesForUser } from './purchase-records.ts';
import { isVerifiedEmail, recordVerifiedEmail } from './verified-emails-repository.ts';

export interface PurchaseClaimDependencies {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
}

/** The link is good for a day; a new one can be asked for a minute after the last. */
export const claimLinkSeconds = 24 * 60 * 60;
export const claimResendSeconds = 60;
export const claimPagePath = '/account';

/** Purchases made with the user's e-mail before they had an account, not theirs yet. */
export async function hasPendingPurchases(
  db: Kysely<DB>,
  user: AuthenticatedUser,
): Promise<boolean> {
  if (!(await hasUnclaimedPurchases(db, user.email))) return false;
  return !(await isVerifiedEmail(db, user.id, user.email));
}

/**
 * The stored hash covers the address the link was sent to, so a link stops working if
 * the account's e-mail changes before it is used: it can only ever prove that address.
 */
const claimTokenHash = (token: string, email: string) =>
  hashOpaqueToken(`${token}:${email.trim().toLowerCase()}`);

function claimMailText(link: string): string {
  return [
    'Hello,',
    '',
    'Purchases were made with this e-mail address before it had a Signal Studio account.',
    'To add them to your account, open this link while signed in:',
    '',
    link,
    '',
    'The link works once and expires in 24 hours. If you did not ask for it, ignore this',
    'message: nothing changes.',
    '',
    'Signal Studio',
  ].join('\n');
}

/**
 * Sends the one-time link that proves the user reads their mailbox. Nothing is sent when
 * there is nothing to claim or a link went out less than a minute ago; the answer says
 * whether a mail went out.
 */
export async function requestPurchaseClaim(
  deps: PurchaseClaimDependencies,
  user: AuthenticatedUser,
): Promise<boolean> {
  if (!(await hasPendingPurchases(deps.db, user))) return false;
  if (await hasRecentOneTimeToken(deps.db, user.id, 'purchase_claim', claimResendSeconds))
    return false;
  const token = newOpaqueToken();
  await replaceOneTimeToken(deps.db, {
    userId: user.id,
    purpose: 'purchase_claim',
    tokenHash: claimTokenHash(token, user.email),
    lifetimeSeconds: claimLinkSeconds,
  });
  await deps.mailer.send('purchase_claim', {
    to: user.email,
    subject: 'Add your earlier purchases to your Signal Studio account',
    text: claimMailText(`${deps.publicUrl}${claimPagePath}?claim=${token}`),
  });
  return true;
}

/** Uses up a link's token, issued to this user for the address they have now; the purchases follow. */
export async function confirmPurchaseClaim(
  deps: PurchaseClaimDependencies,
  user: AuthenticatedUser,
  token: string,
): Promise<boolean> {
  const tokenHash = claimTokenHash(token, user.email);
  const owner = await consumeOneTimeToken(deps.db, tokenHash, 'purchase_claim');
  if (owner !== user.id) return false;
  await recordVerifiedEmail(deps.db, user.id, user.email);
  await claimPurchasesForUser(deps.db, { userId: user.id, email: user.email });
  return true;
}
