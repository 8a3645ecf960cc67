import { sql } from 'kysely';
import type { AuthDependencies, ClientInfo } from './auth-dependencies.ts';
import type { Caller } from './bearer-check.ts';
import { confirmEmailPath, grantOwedRole } from './email-confirmation.ts';
import { parseEmailAddress } from './email-address.ts';
import { GoTrueError, goTrueErrors } from './gotrue-errors.ts';
import { consumeOneTimeToken, replaceOneTimeToken } from './one-time-tokens-repository.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { requireFreshProof, type FreshProof } from './reauthentication.ts';
import { startSession } from './session-service.ts';
import type { GoTrueSession } from './user-json.ts';
import { findUserByEmail, findUserById, type AuthUser } from './users-repository.ts';

const emailExists = () =>
  new GoTrueError(
    422,
    'email_exists',
    'A user with this email address has already been registered',
  );

/**
 * PUT /user with a new e-mail address (auth-js `updateUser({ email, nonce })`): after a
 * fresh proof, the address waits in `email_change` and a link goes to it through the
 * outbox; the account keeps its address until the link is followed, so a typo or a
 * stolen token never moves the account to a mailbox nobody proved.
 */
export async function requestEmailChange(
  deps: AuthDependencies,
  caller: Caller,
  user: AuthUser,
  input: FreshProof & { email: string },
): Promise<AuthUser> {
  await requireFreshProof(deps, caller, user, input, 'email');
  const email = parseEmailAddress(input.email);
  if (email === user.email) return user;
  if (await findUserByEmail(deps.db, email)) throw emailExists();
  const token = newOpaqueToken();
  const tokenHash = hashOpaqueToken(token);
  const link = `${deps.publicUrl}${confirmEmailPath}?token_hash=${token}&type=email_change`;
  const validHours = Math.round(deps.settings.confirmationLinkSeconds / 3600);
  return deps.db.transaction().execute(async (trx) => {
    await replaceOneTimeToken(trx, {
      userId: user.id,
      purpose: 'email_change',
      tokenHash,
      lifetimeSeconds: deps.settings.confirmationLinkSeconds,
    });
    await deps.sendAccountMail(trx, {
      kind: 'email_change',
      to: email,
      data: { link, validHours, currentEmail: user.email },
      idempotencyKey: `email-change:${tokenHash}`,
    });
    return trx
      .updateTable('auth_users')
      .set({ email_change: email, email_change_sent_at: sql<Date>`now()` })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * POST /verify with type=email_change: the new mailbox is proven, so the account (and its
 * profile) takes the address, with what the address is owed (an ADMIN_EMAILS role, guest
 * purchases). Signs in as a confirmation link does.
 */
export async function verifyEmailChange(
  deps: AuthDependencies,
  tokenHashParam: string | undefined,
  client: ClientInfo,
): Promise<GoTrueSession> {
  if (!tokenHashParam) throw goTrueErrors.linkExpired();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeOneTimeToken(trx, hashOpaqueToken(tokenHashParam), 'email_change');
    const found = userId ? await findUserById(trx, userId) : undefined;
    const email = found?.email_change;
    if (!found || !email) return undefined;
    if (await findUserByEmail(trx, email)) throw emailExists();
    const user = await trx
      .updateTable('auth_users')
      .set({
        email,
        email_change: null,
        email_change_sent_at: null,
        email_confirmed_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', found.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('todo_profiles').set({ email }).where('id', '=', user.id).execute();
    await grantOwedRole(deps, trx, user);
    await deps.addressProven.record(trx, { userId: user.id, email: email });
    const session = await startSession(deps, trx, { user, method: 'otp', client });
    return { user, session };
  });
  if (!changed) throw goTrueErrors.linkExpired();
  await deps.addressProven.afterCommit({ userId: changed.user.id, email: changed.user.email });
  return changed.session;
}
