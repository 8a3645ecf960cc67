import type { AuthContextValue } from '../lib/auth/auth-context';
import { testUser, type ScreenUser } from './render-screen';

/**
 * The auth state of a user whose address is confirmed, for screens that show a
 * "confirm your e-mail" banner otherwise: `renderScreen(el, { auth: confirmedAuth() })`.
 */
export function confirmedAuth(user: ScreenUser = testUser): Partial<AuthContextValue> {
  return {
    user: {
      id: user.id,
      email: user.email,
      email_confirmed_at: '2026-11-01T00:00:00Z',
      app_metadata: {},
      user_metadata: {},
      aud: 'authenticated',
      created_at: '2026-11-01T00:00:00Z',
    } as AuthContextValue['user'],
  };
}
