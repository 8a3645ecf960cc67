import type { GoTrueClient } from '@supabase/auth-js';

/** auth-js exports AuthClient as a value alias of GoTrueClient; this is its type. */
export type AuthClient = GoTrueClient;

/** Where auth-js keeps the session in localStorage. */
export const authStorageKey = 'signal-studio-auth';

let client: Promise<AuthClient> | undefined;

/**
 * The one AuthClient of the page, created on first use. The library is imported
 * dynamically so pre-rendered marketing pages do not download it unless the visitor has
 * a stored session or starts to sign in.
 */
export function loadAuthClient(): Promise<AuthClient> {
  client ??= import('@supabase/auth-js').then(
    ({ AuthClient }) =>
      new AuthClient({
        url: `${window.location.origin}/auth/v1`,
        storageKey: authStorageKey,
        autoRefreshToken: true,
        persistSession: true,
        // Reset links are handled by their own screen; never accept tokens from a URL
        // (a crafted link could otherwise sign a visitor into someone else's account).
        detectSessionInUrl: false,
      }),
  );
  client.catch(() => (client = undefined));
  return client;
}

/** Whether this browser holds a session, without loading the client to find out. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(authStorageKey) !== null;
  } catch {
    // Storage blocked: auth-js keeps the session in memory, so ask it.
    return true;
  }
}
