import { Link, useLocation } from 'react-router';
import { useAuth } from '~/web/lib/auth/auth-context';
import { useIsAdmin } from '~/web/lib/use-is-admin';
import { isInArea, workspaceLinks, type NavItem } from './site-nav-items';

/** The signed-in areas for the signed-in visitor; nothing otherwise (nor in the pre-render). */
export function useWorkspaceLinks(): NavItem[] {
  const isSignedIn = useAuth().status === 'signed-in';
  const isAdmin = useIsAdmin();
  return isSignedIn ? workspaceLinks(isAdmin) : [];
}

/**
 * A row under the top bar with the signed-in areas, the current one marked. It scrolls with
 * the page (the sticky bar stays one row, so toasts keep their place below it) and scrolls
 * sideways on a narrow phone rather than wrapping.
 */
export function WorkspaceNav() {
  const links = useWorkspaceLinks();
  const { pathname } = useLocation();
  if (links.length === 0) return null;
  return (
    <nav aria-label="Your workspace" className="border-b border-ink-800 bg-ink-900/60">
      <ul className="mx-auto flex max-w-6xl overflow-x-auto px-2 sm:gap-1 sm:px-6">
        {links.map((item) => {
          const isCurrent = isInArea(pathname, item.href);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                to={item.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-2.5 text-sm font-medium sm:px-3 ${
                  isCurrent
                    ? 'border-signal-400 text-ink-100'
                    : 'border-transparent text-ink-300 hover:text-ink-100'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
