import { Link } from 'react-router';
import { useAuth } from '~/web/lib/auth/auth-context';

/**
 * The bare landing pages' way into the app: Sign In for visitors, Dashboard once signed in.
 * The pre-render and a loading session show Sign In (as the top bar does).
 */
export function AccountEntryLink({ className = '' }: { className?: string }) {
  const isSignedIn = useAuth().status === 'signed-in';
  return (
    <Link
      to={isSignedIn ? '/dashboard' : '/login'}
      className={`inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold whitespace-nowrap sm:px-3 text-ink-100 hover:text-signal-300 ${className}`}
    >
      {isSignedIn ? 'Dashboard' : 'Sign In'}
    </Link>
  );
}
