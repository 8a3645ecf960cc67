import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { consumeReauthenticationCode } from '../auth/reauthentication.ts';
import { countHit } from '../rate-limits/rate-limiter.ts';
import { findUserById } from '../auth/users-repository.ts';
import type { PaymentProvider } from '../billing/providers/payment-provider.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { cancelQueuedMail } from '../mail/outbox-repository.ts';
import { tellSharedMembers } from './shared-folder-notices.ts';
import { handBackCreatorsTasks } from './hand-back-tasks.ts';
import { AppError } from '../errors.ts';
import { findRole } from '../profiles/profiles-repository.ts';
import { forgetSubscriber, readSubscription } from '../newsletter/subscribers-repository.ts';
import {
  countAdmins,
  deleteAuthUser,
  forgetBillingEmail,
  handOverSharedFolders,
  sharedFolderMembers,
  readAccountData,
  renewingSubscriptions,
} from './account-data-repository.ts';

/**
 * Both actions cost a password check and (export) a read of everything the account
 * holds, so each person gets a few an hour: counted in the database like the sign-in
 * throttle, so several processes share one count.
 */
export const accountDataLimits = {
  export: { max: 5, windowSeconds: 60 * 60 },
  delete: { max: 5, windowSeconds: 15 * 60 },
} as const;

interface Caller {
  db: Kysely<DB>;
  userId: string;
  password?: string | undefined;
  /** Deletion only: the code from GET /auth/v1/reauthenticate instead of the password. */
  code?: string | undefined;
}

async function confirmWithPassword(
  { db, userId, password, code }: Caller,
  action: keyof typeof accountDataLimits,
): Promise<void> {
  // Counted before the password is checked, so guesses are capped too.
  const verdict = await countHit(db, `account-${action}:${userId}`, accountDataLimits[action]);
  if (!verdict.allowed)
    throw AppError.tooManyRequests(verdict.secondsLeft, messages.accountData.tooMany);
  if (action === 'delete' && code && (await consumeReauthenticationCode(db, userId, code))) return;
  const user = await findUserById(db, userId);
  if (!password || !(await verifyPassword(user?.encrypted_password, password)))
    throw AppError.forbidden(
      code ? messages.accountData.wrongCode : messages.accountData.wrongPassword,
    );
}

/** Download my data: one JSON document of everything the account holds. */
export async function exportAccountData(caller: Caller) {
  await confirmWithPassword(caller, 'export');
  const data = await readAccountData(caller.db, caller.userId);
  const email = (await findUserById(caller.db, caller.userId))?.email;
  return {
    exported_at: new Date().toISOString(),
    ...data,
    newsletter: email ? await readSubscription(caller.db, email) : null,
  };
}

/**
 * Delete my account (docs/decisions/2026-11-24-delete-account.md): renewing
 * subscriptions end with their period; shared folders go to a manager (or editor) with
 * their todos; tasks others created in the folders that go are handed back to them;
 * orders stay without the e-mail; everything else goes with the account, all in one
 * transaction.
 * The last admin cannot delete themselves (the admin area would have nobody).
 */
export async function deleteAccount(
  caller: Caller & { provider: PaymentProvider; mailer: Mailer },
) {
  await confirmWithPassword(caller, 'delete');
  const { db, userId, provider, mailer } = caller;
  if ((await findRole(db, userId)) === 'admin' && (await countAdmins(db)) <= 1)
    throw new AppError(409, 'last_admin', messages.accountData.lastAdmin);
  for (const subscription of await renewingSubscriptions(db, userId)) {
    if (!subscription.current_period_end) continue;
    await provider.scheduleSubscriptionEnd(
      subscription.provider_subscription_id,
      Math.floor(subscription.current_period_end.getTime() / 1000),
    );
  }
  const user = await findUserById(db, userId);
  await db.transaction().execute(async (trx) => {
    const members = await sharedFolderMembers(trx, userId);
    const heirs = await handOverSharedFolders(trx, userId);
    const handedBack = await handBackCreatorsTasks(trx, userId);
    await forgetBillingEmail(trx, userId);
    await deleteAuthUser(trx, userId);
    if (!user) return;
    await forgetSubscriber(trx, user.email);
    await tellSharedMembers(trx, mailer, {
      userId,
      ownerEmail: user.email,
      members,
      heirs,
      handedBack,
    });
    // Marketing mails still queued for the address stop with the account; the
    // confirmation is the last mail it gets.
    await cancelQueuedMail(
      trx,
      { recipient: user.email, isMarketing: true },
      'Not sent: the account was deleted',
    );
    await mailer.enqueue(trx, {
      kind: 'account_deleted',
      to: user.email,
      idempotencyKey: `account-deleted:${userId}`,
      data: { email: user.email, deletedAt: new Date().toISOString() },
    });
  });
}
