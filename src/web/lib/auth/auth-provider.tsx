import type { AuthChangeEvent, Session, Subscription } from '@supabase/auth-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIsHydratedSoon } from '../use-is-hydrated';
import { authStorageKey, hasStoredSession, loadAuthClient, type AuthClient } from './auth-client';
import { forgetPendingCheckout } from '../pending-checkout-storage';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { signOutIntent } from './sign-out-intent';

interface AuthState {
  status: AuthStatus;
  session: Session | null;
  lastEvent: AuthChangeEvent | null;
}

const signedOut: AuthState = { status: 'signed-out', session: null, lastEvent: null };
const loading: AuthState = { ...signedOut, status: 'loading' };

/**
 * Holds the auth state for the whole app: loading, then signed in or signed out. It
 * starts as loading (pre-rendered pages show signed-out chrome) and loads the auth client
 * only when this browser has a stored session or the visitor signs in; from then on it
 * follows every client event (sign-in, sign-out, token refresh, password recovery, user
 * update, MFA), including those from other tabs.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Every page's chrome reads this context, so the switch from the pre-render's "loading"
  // re-renders much of the page: as a transition, not one long task after hydration.
  const isHydrated = useIsHydratedSoon();
  // Read once in the browser; the pre-render (no window) and hydration show "loading".
  const [hadStoredSession] = useState(() => typeof window !== 'undefined' && hasStoredSession());
  const [events, setEvents] = useState<AuthState | null>(null);
  const subscription = useRef<Subscription | undefined>(undefined);
  const hasLiveEvent = useRef(false);

  const connect = useCallback(async (): Promise<AuthClient> => {
    const client = await loadAuthClient();
    subscription.current ??= client.onAuthStateChange((event, session) => {
      // INITIAL_SESSION is computed asynchronously and can arrive after a sign-in made
      // right after loading; it must not undo it.
      if (event === 'INITIAL_SESSION' && hasLiveEvent.current) return;
      if (event !== 'INITIAL_SESSION') hasLiveEvent.current = true;
      setEvents({ status: session ? 'signed-in' : 'signed-out', session, lastEvent: event });
    }).data.subscription;
    return client;
  }, []);

  useEffect(() => {
    const connectOrSignOut = () => connect().catch(() => setEvents(signedOut));
    if (hadStoredSession) void connectOrSignOut();
    // Another tab signed in: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === authStorageKey && event.newValue) void connectOrSignOut();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      subscription.current?.unsubscribe();
      subscription.current = undefined;
    };
  }, [connect, hadStoredSession]);

  // An event (only ever after hydration) always wins, even over a pending switch from the
  // pre-render's "loading". Without a stored session there is nothing to wait for: signed
  // out until an event.
  const state: AuthState = events ?? (!isHydrated || hadStoredSession ? loading : signedOut);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      session: state.session,
      user: state.session?.user ?? null,
      lastEvent: state.lastEvent,
      async signIn(email, password) {
        signOutIntent.clear();
        const { data, error } = await (await connect()).signInWithPassword({ email, password });
        if (error) throw error;
        return data.session;
      },
      async signUp(email, password) {
        signOutIntent.clear();
        const { data, error } = await (await connect()).signUp({ email, password });
        if (error) throw error;
        return data.session;
      },
      async signOut() {
        signOutIntent.mark();
        forgetPendingCheckout();
        // This browser only: signing out here should not end the visitor's other devices.
        const { error } = await (await connect()).signOut({ scope: 'local' });
        if (error) throw error;
      },
      async requestPasswordReset(email) {
        const { error } = await (await connect()).resetPasswordForEmail(email);
        if (error) throw error;
      },
      async verifyRecoveryLink(tokenHash) {
        const { data, error } = await (
          await connect()
        ).verifyOtp({ token_hash: tokenHash, type: 'recovery' });
        if (error) throw error;
        if (!data.session) throw new Error('The reset link gave no session');
        return data.session;
      },
      async updatePassword(password) {
        const { error } = await (await connect()).updateUser({ password });
        if (error) throw error;
      },
      async confirmEmail(tokenHash, type = 'signup') {
        const { data, error } = await (await connect()).verifyOtp({ token_hash: tokenHash, type });
        if (error) throw error;
        if (!data.session) throw new Error('The confirmation link gave no session');
        return data.session;
      },
      async resendConfirmation(email) {
        const { error } = await (await connect()).resend({ type: 'signup', email });
        if (error) throw error;
      },
      async requestSignInLink(email) {
        signOutIntent.clear();
        const { error } = await (
          await connect()
        ).signInWithOtp({ email, options: { shouldCreateUser: false } });
        if (error) throw error;
      },
      async verifySignIn(input) {
        signOutIntent.clear();
        const client = await connect();
        const { data, error } = await ('tokenHash' in input
          ? client.verifyOtp({ token_hash: input.tokenHash, type: 'magiclink' })
          : client.verifyOtp({ email: input.email, token: input.code, type: 'email' }));
        if (error) throw error;
        if (!data.session) throw new Error('The sign-in gave no session');
        return data.session;
      },
      async getAccessToken() {
        if (state.status !== 'signed-in') return undefined;
        const { data } = await (await connect()).getSession();
        return data.session?.access_token;
      },
      client: connect,
    }),
    [state, connect],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
