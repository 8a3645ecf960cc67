import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';
import { useAuth } from './auth/auth-context';

/**
 * One profile read per signed-in user and page load: the top bar asks on every page, and
 * the role changes rarely (the server checks it on every admin call anyway, so a stale
 * answer only shows or hides a link).
 */
const roleByUser = new Map<string, Promise<boolean>>();

// No zod here: the top bar is on pre-rendered pages, which carry none (a plain check of one
// field is enough to show or hide a link).

/**
 * Whether the signed-in user is an admin, from the server's profile (never the token).
 * False while unknown, signed out, or when the profile cannot be read.
 */
export function useIsAdmin(): boolean {
  const { status, user, getAccessToken } = useAuth();
  const userId = status === 'signed-in' ? user?.id : undefined;
  const [answer, setAnswer] = useState<{ userId: string; isAdmin: boolean }>();

  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    let request = roleByUser.get(userId);
    if (!request) {
      request = getAccessToken()
        .then((accessToken) =>
          apiRequest<{ role?: unknown }>('/api/me', { accessToken: accessToken ?? '' }),
        )
        .then((body) => body.role === 'admin');
      // A failed read is retried on the next page, not remembered.
      request.catch(() => roleByUser.delete(userId));
      roleByUser.set(userId, request);
    }
    request.then(
      (isAdmin) => isCurrent && setAnswer({ userId, isAdmin }),
      () => isCurrent && setAnswer({ userId, isAdmin: false }),
    );
    return () => {
      isCurrent = false;
    };
  }, [userId, getAccessToken]);

  return Boolean(userId && answer?.userId === userId && answer.isAdmin);
}
