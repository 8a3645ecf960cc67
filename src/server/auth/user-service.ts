import { normaliseEmail } from '../../shared/schemas/auth.ts';
import { checkUserMetadata } from './account-service.ts';
import type { AuthDependencies } from './auth-dependencies.ts';
import type { Caller } from './bearer-check.ts';
import { goTrueErrors } from './gotrue-errors.ts';
import { requestEmailChange } from './email-change.ts';
import { listGoTrueFactors } from './mfa/factors-repository.ts';
import { proveSession, requireFreshProof, type FreshProof } from './reauthentication.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearSignInAttempts } from './rate-limits.ts';
import { deleteUserSessions } from './sessions-repository.ts';
import { toGoTrueUser, type GoTrueUser } from './user-json.ts';
import { findUserById, updateUser, type UserChanges } from './users-repository.ts';

export async function getUser(deps: AuthDependencies, caller: Caller): Promise<GoTrueUser> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw goTrueErrors.userNotFound();
  return toGoTrueUser(user, await listGoTrueFactors(deps.db, user.id));
}

export interface UserUpdate extends FreshProof {
  email?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
}

/**
 * PUT /user: a new password (the reset screen, or a signed-in change with the current
 * password or a /reauthenticate code), a new e-mail address (confirmed by a link to it,
 * email-change.ts), user_metadata, or only a proof (the session counts as proved).
 * A new password ends every other session of the user, so whoever else held one (the
 * reason for a reset, often) is signed out; it also lifts the account's sign-in throttle.
 */
export async function changeUser(
  deps: AuthDependencies,
  caller: Caller,
  update: UserUpdate,
): Promise<GoTrueUser> {
  let user = await findUserById(deps.db, caller.userId);
  if (!user) throw goTrueErrors.userNotFound();
  const hasProof = Boolean(update.nonce || update.current_password);
  const changesEmail = update.email !== undefined && normaliseEmail(update.email) !== user.email;
  if (changesEmail) {
    user = await requestEmailChange(deps, caller, user, { ...update, email: update.email ?? '' });
  } else if (hasProof && update.password === undefined) {
    // Only a proof: the session counts as freshly proved (for enrolling a factor next).
    await proveSession(deps, caller, user, update);
  }
  const changes: UserChanges = {};
  if (update.password !== undefined) {
    // Before any check of the new password, so a stolen token cannot even learn whether
    // a guess equals the current one (same_password). A code spent on the e-mail change
    // above cannot be spent again, so both changes at once need the current password.
    if (!changesEmail || !update.current_password) {
      await requireFreshProof(deps, caller, user, update);
    }
    const password = await assertAcceptablePassword(update.password);
    if (await verifyPassword(user.encrypted_password, password)) throw goTrueErrors.samePassword();
    changes.encryptedPassword = await hashPassword(password);
  }
  if (update.data !== undefined) {
    changes.userMetadata = checkUserMetadata({ ...user.user_metadata, ...update.data });
  }
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await updateUser(trx, user.id, changes);
    if (changes.encryptedPassword) {
      await deleteUserSessions(trx, user.id, caller.sessionId);
      await clearSignInAttempts(trx, user.email);
    }
    return row;
  });
  return toGoTrueUser(updated, await listGoTrueFactors(deps.db, user.id));
}
