import type { Factor, Session } from '@supabase/auth-js';
import type { AuthClient } from './auth-client';

/** Two-factor calls of auth-js (GoTrue's factors API); each rejects with its AuthError. */

/** The verified factor a signed-in session still has to answer (aal1 with a factor). */
export async function pendingSecondFactor(client: AuthClient): Promise<string | undefined> {
  const { data, error } = await client.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  if (data.currentLevel === 'aal2' || data.nextLevel !== 'aal2') return undefined;
  return (await listFactors(client)).find((factor) => factor.status === 'verified')?.id;
}

export async function listFactors(client: AuthClient): Promise<Factor[]> {
  const { data, error } = await client.mfa.listFactors();
  if (error) throw error;
  return data.all;
}

/** The authenticator's code, or a recovery code: raises the session to aal2. */
export async function verifySecondFactor(
  client: AuthClient,
  factorId: string,
  code: string,
): Promise<Session> {
  const { data, error } = await client.mfa.challengeAndVerify({ factorId, code: code.trim() });
  if (error) throw error;
  const { data: session } = await client.getSession();
  if (!session.session) throw new Error('The code gave no session');
  return data && session.session;
}

/** Enrolling or removing a factor needs a freshly proved session: the current password. */
export async function provePassword(client: AuthClient, password: string): Promise<void> {
  const { error } = await client.updateUser({ current_password: password });
  if (error) throw error;
}

export interface TotpEnrolment {
  factorId: string;
  /** An SVG data URL of the otpauth:// URI. */
  qrCode: string;
  secret: string;
}

export async function enrollTotp(client: AuthClient): Promise<TotpEnrolment> {
  const { data, error } = await client.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Authenticator app',
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export async function unenrollFactor(client: AuthClient, factorId: string): Promise<void> {
  const { error } = await client.mfa.unenroll({ factorId });
  if (error) throw error;
}
