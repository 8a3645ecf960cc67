import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { messages } from '~/shared/messages';
import { Spinner } from '~/web/components/ui/spinner';
import { useAuth } from '~/web/lib/auth/auth-context';
import type { ReturnToState } from '../return-to';
import { signOutIntent } from '~/web/lib/auth/sign-out-intent';

/**
 * The sign-in guard of protected screens: a spinner while the session loads, then the
 * screen, or /login (replacing this entry) with the wanted location to come back to;
 * after a deliberate sign-out, home with nothing to come back to.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <div className="grid min-h-[60vh] place-items-center">
        <Spinner label={messages.auth.checkingAuthentication} />
      </div>
    );
  }
  if (status === 'signed-out') {
    if (signOutIntent.isMarked()) return <Navigate to="/" replace />;
    const state: ReturnToState = {
      returnTo: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
