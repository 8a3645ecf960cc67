import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import { createContext, useContext } from 'react';
import type { AuthClient } from './auth-client';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** The latest event from the auth client (PASSWORD_RECOVERY, USER_UPDATED, ...). */
  lastEvent: AuthChangeEvent | null;
  /** These reject with the client's AuthError; screens decide how to show it. */
  signIn(email: string, password: string): Promise<Session>;
  signUp(email: string, password: string): Promise<Session | null>;
  signOut(): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  verifyRecoveryLink(tokenHash: string): Promise<Session>;
  updatePassword(password: string): Promise<void>;
  /** Spends a sign-up (or new-address) confirmation link; signs in with the account. */
  confirmEmail(tokenHash: string, type?: 'signup' | 'email_change'): Promise<Session>;
  /** Asks for a new confirmation link (the server answers alike for any address). */
  resendConfirmation(email: string): Promise<void>;
  /** Mails a sign-in link and a six-digit code (the server answers alike for any address). */
  requestSignInLink(email: string): Promise<void>;
  /** Signs in with the mailed code, or (without an e-mail) the link's token. */
  verifySignIn(input: { email: string; code: string } | { tokenHash: string }): Promise<Session>;
  /** A current access token (refreshed first if it is about to expire), if signed in. */
  getAccessToken(): Promise<string | undefined>;
  /** The auth client itself, for the less common calls (two-factor.ts). */
  client(): Promise<AuthClient>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state and actions; only inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
