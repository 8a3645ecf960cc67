import { messages } from '../../shared/messages.ts';
import { onboardingSteps } from '../../shared/onboarding.ts';
import { emailMaxLength, normaliseEmail } from '../../shared/schemas/auth.ts';
import { randomUUID } from 'node:crypto';
import type { AuthDependencies, ClientInfo } from './auth-dependencies.ts';
import type { AccountMailData } from './auth-ports.ts';
import { parseEmailAddress } from './email-address.ts';
import { goTrueErrors } from './gotrue-errors.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { clearSignInAttempts, limitSignInAttempts } from './rate-limits.ts';
import { startSession } from './session-service.ts';
import { toGoTrueUser, type GoTrueSession, type GoTrueUser } from './user-json.ts';
import { grantOwedRole, newConfirmationLink, sendConfirmation } from './email-confirmation.ts';
import { findUserByEmail, insertUser, recordSignIn, updateUser } from './users-repository.ts';

/** user_metadata is the caller's own free-form data; bounded so tokens stay small. */
const userMetadataMaxBytes = 4096;

export function checkUserMetadata(data: Record<string, unknown> | undefined) {
  const metadata = data ?? {};
  if (Buffer.byteLength(JSON.stringify(metadata)) > userMetadataMaxBytes) {
    throw goTrueErrors.validation(messages.authApi.metadataTooLarge);
  }
  return metadata;
}

export interface Credentials {
  email?: string | undefined;
  password?: string | undefined;
}

/**
 * POST /signup: creates the user and the profile in one transaction; the welcome mail
 * carries the link that confirms the address. With EMAIL_CONFIRMATION=after-sign-up the
 * user is signed in at once (what needs a proven mailbox waits for the link); with
 * before-sign-in the answer is the user without a session, and an address that has an
 * account gets the same answer (its owner is mailed instead). The password is hashed
 * before the e-mail is looked at, so a taken address answers no faster than a new one.
 */
export async function signUp(
  deps: AuthDependencies,
  input: Credentials & { data?: Record<string, unknown> | undefined },
  client: ClientInfo,
): Promise<GoTrueSession | GoTrueUser> {
  const email = parseEmailAddress(input.email);
  const password = await assertAcceptablePassword(input.password);
  const userMetadata = checkUserMetadata(input.data);
  const encryptedPassword = await hashPassword(password);
  const beforeSignIn = deps.emailConfirmation === 'before-sign-in';
  const created = await deps.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      email,
      encryptedPassword,
      userMetadata,
      signsIn: !beforeSignIn,
    });
    if (!user) return undefined;
    // The admin role of ADMIN_EMAILS waits for the confirmation (email-confirmation.ts).
    await deps.profiles.insert(trx, { id: user.id, email, role: 'user' });
    const link = await newConfirmationLink(deps, trx, user.id);
    await deps.sendAccountMail(trx, {
      kind: 'welcome',
      to: email,
      idempotencyKey: `welcome:${user.id}`,
      data: { ...welcomeMail(deps.publicUrl, email), confirmationUrl: link.url },
    });
    if (beforeSignIn) return toGoTrueUser(user);
    return startSession(deps, trx, { user, method: 'password', client });
  });
  if (created) return created;
  if (!beforeSignIn) throw goTrueErrors.userAlreadyExists();
  return answerTakenAddress(deps, email, userMetadata);
}

/**
 * Sign-up with a taken address while confirmation comes first: the owner gets a mail (a
 * fresh link if still unconfirmed, else a note that they have an account, at most one an
 * hour) and the caller gets what a new address gets, a fresh unconfirmed user.
 */
async function answerTakenAddress(
  deps: AuthDependencies,
  email: string,
  userMetadata: Record<string, unknown>,
): Promise<GoTrueUser> {
  const owner = await findUserByEmail(deps.db, email);
  if (owner && owner.email_confirmed_at === null) await sendConfirmation(deps, owner);
  if (owner && owner.email_confirmed_at !== null) {
    const hour = Math.floor(Date.now() / 3_600_000);
    await deps.db.transaction().execute(async (trx) => {
      await deps.sendAccountMail(trx, {
        kind: 'signup_existing_account',
        to: owner.email,
        idempotencyKey: `signup-existing:${owner.id}:${hour}`,
        data: {
          signInUrl: `${deps.publicUrl}/login`,
          resetUrl: `${deps.publicUrl}/forgot-password`,
        },
      });
    });
  }
  const now = new Date();
  return toGoTrueUser({
    id: randomUUID(),
    email,
    encrypted_password: '',
    email_confirmed_at: null,
    last_sign_in_at: null,
    user_metadata: userMetadata,
    created_at: now,
    updated_at: now,
    email_change: null,
    email_change_sent_at: null,
  });
}

/** The dashboard's first step for a new account (onboardingStep 1: explore the products). */
function welcomeMail(publicUrl: string, email: string): AccountMailData['welcome'] {
  const step = onboardingSteps[1];
  return {
    email,
    dashboardUrl: `${publicUrl}/dashboard`,
    nextStep: {
      title: step,
      detail: 'Pick the system that fits where you are.',
      label: 'Explore Products',
      url: `${publicUrl}/products`,
    },
  };
}

/**
 * POST /token?grant_type=password. Unknown e-mail and wrong password get the same answer
 * after the same work (a dummy hash is verified), and both count towards the account's
 * attempt limit, so neither the answer, its timing nor a 429 tells which e-mails exist.
 */
export async function signInWithPassword(
  deps: AuthDependencies,
  input: Credentials,
  client: ClientInfo,
): Promise<GoTrueSession> {
  const email = normaliseEmail(input.email ?? '');
  if (email === '') throw goTrueErrors.validation(messages.authApi.missingEmail);
  if (email.length > emailMaxLength) throw goTrueErrors.invalidCredentials();
  await limitSignInAttempts(deps.db, deps.settings.rateLimits, email);
  const password = input.password ?? '';
  const user = await findUserByEmail(deps.db, email);
  const isCorrect = await verifyPassword(user?.encrypted_password, password);
  if (!user || !isCorrect) throw goTrueErrors.invalidCredentials();
  // Told only to whoever knows the password, so it reveals nothing about the address.
  if (deps.emailConfirmation === 'before-sign-in' && user.email_confirmed_at === null) {
    throw goTrueErrors.emailNotConfirmed();
  }

  await clearSignInAttempts(deps.db, email);
  const rehashed = needsRehash(user.encrypted_password) ? await hashPassword(password) : undefined;
  return deps.db.transaction().execute(async (trx) => {
    if (rehashed) await updateUser(trx, user.id, { encryptedPassword: rehashed });
    await grantOwedRole(deps, trx, user);
    const signedIn = await recordSignIn(trx, user.id);
    return startSession(deps, trx, { user: signedIn, method: 'password', client });
  });
}
