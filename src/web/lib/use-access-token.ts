import { useAuth } from './auth/auth-context';

/**
 * The signed-in caller's access token getter (undefined when signed out), for features
 * that must know there is no session before they call (checkout: "No active session
 * found"). The auth state lives in lib/auth; this is the narrow view features need.
 */
export function useAccessToken(): () => Promise<string | undefined> {
  return useAuth().getAccessToken;
}

/** The signed-in user's id, or undefined: a key for per-user data. */
export function useSignedInUserId(): string | undefined {
  const { status, user } = useAuth();
  return status === 'signed-in' ? user?.id : undefined;
}

/** Whether the auth state is still loading, signed in or signed out. */
export function useAuthStatus(): 'loading' | 'signed-in' | 'signed-out' {
  return useAuth().status;
}
