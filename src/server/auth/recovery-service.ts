import { messages } from '../../shared/messages.ts';
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
import { findUserByEmail, findUserById, recordSignIn } from './users-repository.ts';

export const resetPasswordPath = '/reset-password';

/**
 * POST /recover. The answer is the same whether or not the address has an account (the
 * mail is delivered in the background), so it cannot be used to find out which do. A
 * second request within a minute sends nothing, so nobody can flood an inbox.
 */
export async function requestRecovery(
  deps: AuthDependencies,
  input: { email?: string | undefined },
): Promise<void> {
  const email = parseEmailAddress(input.email);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const { recoveryLinkSeconds, recoveryResendSeconds } = deps.settings;
  if (await hasRecentOneTimeToken(deps.db, user.id, 'recovery', recoveryResendSeconds)) return;

  const token = newOpaqueToken();
  const tokenHash = hashOpaqueToken(token);
  const link = `${deps.publicUrl}${resetPasswordPath}?token_hash=${token}&type=recovery`;
  // The token and its mail commit together: no link that was never sent, no mail whose
  // link was never stored.
  await deps.db.transaction().execute(async (trx) => {
    await replaceOneTimeToken(trx, {
      userId: user.id,
      purpose: 'recovery',
      tokenHash,
      lifetimeSeconds: recoveryLinkSeconds,
    });
    await deps.sendAccountMail(trx, {
      kind: 'password_recovery',
      to: user.email,
      data: { link, validMinutes: Math.round(recoveryLinkSeconds / 60) },
      idempotencyKey: `password-recovery:${tokenHash}`,
    });
  });
}

export interface VerifyInput {
  type?: string | undefined;
  token_hash?: string | undefined;
}

/**
 * POST /verify with a recovery link's token: uses the token up and signs the user in
 * (auth-js then emits PASSWORD_RECOVERY), so the reset screen can set the new password
 * with PUT /user.
 */
export async function verifyRecovery(
  deps: AuthDependencies,
  input: VerifyInput,
  client: ClientInfo,
): Promise<GoTrueSession> {
  if (input.type !== 'recovery') {
    throw goTrueErrors.validation(messages.authApi.unsupportedVerifyType);
  }
  if (!input.token_hash) throw goTrueErrors.linkExpired();
  const tokenHash = hashOpaqueToken(input.token_hash);
  const session = await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeOneTimeToken(trx, tokenHash, 'recovery');
    const user = userId ? await findUserById(trx, userId) : undefined;
    if (!user) return undefined;
    const signedIn = await recordSignIn(trx, user.id);
    return startSession(deps, trx, { user: signedIn, method: 'recovery', client });
  });
  if (!session) throw goTrueErrors.linkExpired();
  return session;
}
