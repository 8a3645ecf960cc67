import { Link, useNavigate } from 'react-router';
import { publicMessages as messages } from '~/shared/public-messages';
import { useAuth } from '~/web/lib/auth/auth-context';
import { toast } from '~/web/lib/toast';
import { buttonStyles } from '../ui/button-styles';
import { accountLink, signedOutLinks } from './site-nav-items';

interface AccountActionsProps {
  /** The desktop bar shows buttons; the phone menu shows full-width rows. */
  placement: 'bar' | 'menu';
  onNavigate?: () => void;
  /** False where another list already links to the account page. */
  withAccountLink?: boolean;
}

const menuItemStyle = 'rounded-md px-3 py-3 text-left text-base text-ink-100 hover:bg-ink-800';

/**
 * Sign In and Sign Up, or (signed in) Sign Out and Account. While the session is still
 * loading the signed-out pair shows, as in the pre-rendered page.
 */
export function AccountActions({
  placement,
  onNavigate,
  withAccountLink = true,
}: AccountActionsProps) {
  const { status, signOut } = useAuth();
  const navigate = useNavigate();
  const isBar = placement === 'bar';

  if (status !== 'signed-in') {
    const [signIn, signUp] = signedOutLinks;
    return [signIn!, signUp!].map((item) => (
      <Link
        key={item.href}
        to={item.href}
        onClick={onNavigate}
        // Both quiet: the header's one filled button is the studio's offer, not Sign Up.
        className={isBar ? buttonStyles.ghost : menuItemStyle}
      >
        {item.label}
      </Link>
    ));
  }

  const onSignOut = async () => {
    onNavigate?.();
    // Leave first: on a protected screen the sign-in guard would otherwise answer the
    // signed-out state by sending the visitor to /login, unmounting this bar.
    await navigate('/');
    try {
      await signOut();
    } catch {
      toast.error(messages.signOutFailure);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={onSignOut}
        className={isBar ? buttonStyles.ghost : menuItemStyle}
      >
        Sign Out
      </button>
      {withAccountLink && (
        <Link
          to={accountLink.href}
          onClick={onNavigate}
          className={isBar ? buttonStyles.secondary : menuItemStyle}
        >
          {accountLink.label}
        </Link>
      )}
    </>
  );
}
