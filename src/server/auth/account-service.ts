import { messages } from '../../shared/messages.ts';
import { onboardingSteps } from '../../shared/onboarding.ts';
import type { WelcomeData } from '../mail/templates/account-templates.ts';
import { emailMaxLength, normaliseEmail } from '../../shared/schemas/auth.ts';
import type { AppRole } from '../db/schema.ts';
import { findRole, insertProfile, setRole } from '../profiles/profiles-repository.ts';
import type { AuthDependencies, ClientInfo } from './auth-dependencies.ts';
import { parseEmailAddress } from './email-address.ts';
import { goTrueErrors } from './gotrue-errors.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { clearSignInAttempts, limitSignInAttempts } from './rate-limits.ts';
import { startSession } from './session-service.ts';
import type { GoTrueSession } from './user-json.ts';
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

function configuredRole(deps: AuthDependencies, email: string): AppRole {
  return deps.adminEmails.includes(email) ? 'admin' : 'user';
}

export interface Credentials {
  email?: string | undefined;
  password?: string | undefined;
}

/**
 * POST /signup: creates the user and the profile in one transaction and signs in at once
 * (no confirmation step). The password is hashed before the e-mail is looked at, so a
 * taken address answers no faster than a new one.
 */
export async function signUp(
  deps: AuthDependencies,
  input: Credentials & { data?: Record<string, unknown> | undefined },
  client: ClientInfo,
): Promise<GoTrueSession> {
  const email = parseEmailAddress(input.email);
  const password = await assertAcceptablePassword(input.password);
  const userMetadata = checkUserMetadata(input.data);
  const encryptedPassword = await hashPassword(password);
  return deps.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { email, encryptedPassword, userMetadata });
    if (!user) throw goTrueErrors.userAlreadyExists();
    await insertProfile(trx, { id: user.id, email, role: configuredRole(deps, email) });
    await deps.mailer.enqueue(trx, {
      kind: 'welcome',
      to: email,
      idempotencyKey: `welcome:${user.id}`,
      data: welcomeMail(deps.publicUrl, email),
    });
    return startSession(deps, trx, { user, method: 'password', client });
  });
}

/** The dashboard's first step for a new account (onboardingStep 1: explore the products). */
function welcomeMail(publicUrl: string, email: string): WelcomeData {
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

  await clearSignInAttempts(deps.db, email);
  const rehashed = needsRehash(user.encrypted_password) ? await hashPassword(password) : undefined;
  return deps.db.transaction().execute(async (trx) => {
    if (rehashed) await updateUser(trx, user.id, { encryptedPassword: rehashed });
    if (configuredRole(deps, email) === 'admin' && (await findRole(trx, user.id)) !== 'admin') {
      await setRole(trx, user.id, 'admin');
    }
    const signedIn = await recordSignIn(trx, user.id);
    return startSession(deps, trx, { user: signedIn, method: 'password', client });
  });
}
