import type { Kysely } from 'kysely';
import {
  consumeOneTimeToken,
  hasRecentOneTimeToken,
  replaceOneTimeToken,
} from '../auth/one-time-tokens-repository.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaque-tokens.ts';
import type { DB } from '../db/schema/schema.ts';
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
  const tokenHash = claimTokenHash(token, user.email);
  await deps.db.transaction().execute(async (trx) => {
    await replaceOneTimeToken(trx, {
      userId: user.id,
      purpose: 'purchase_claim',
      tokenHash,
      lifetimeSeconds: claimLinkSeconds,
    });
    await deps.mailer.enqueue(trx, {
      kind: 'purchase_claim',
      to: user.email,
      data: { link: `${deps.publicUrl}${claimPagePath}?claim=${token}` },
      idempotencyKey: `purchase-claim:${tokenHash}`,
    });
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
