import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountActions } from './account-actions';
import { homeAnchors, pageLinks, signedInPageLinks, type NavItem } from './site-nav-items';
import { SiteLogo } from './site-logo';
import { useWorkspaceLinks } from './workspace-nav';

function NavLinks({
  items,
  onNavigate,
  className,
}: {
  items: NavItem[];
  onNavigate?: () => void;
  className: string;
}) {
  return items.map((item) => (
    <Link key={item.href} to={item.href} onClick={onNavigate} className={className}>
      {item.label}
    </Link>
  ));
}

const linkStyle = 'rounded-md px-3 py-2 text-sm text-ink-300 hover:bg-ink-800 hover:text-ink-100';

/**
 * `renderBadge` draws what a signed-in visitor sees beside the account actions (the
 * layout route passes the subscription badge; components do not import features).
 */
export function TopBar({ renderBadge }: { renderBadge?: (className?: string) => ReactNode }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);
  const isSignedIn = useAuth().status === 'signed-in';
  const navItems = [...homeAnchors, ...pageLinks, ...(isSignedIn ? signedInPageLinks : [])];
  const workspaceItems = useWorkspaceLinks();

  return (
    <header className="sticky top-0 z-40 border-b border-ink-800 bg-ink-950/85 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
      >
        <SiteLogo onNavigate={closeMenu} />
        {/* From lg up: at tablet width the items and the signed-in actions overflow. */}
        <div className="hidden items-center gap-1 lg:flex">
          <NavLinks items={navItems} className={linkStyle} />
        </div>
        <div className="hidden shrink-0 items-center gap-2 lg:flex">
          {isSignedIn && (
            // From xl up: a plan's name does not fit beside every item at lg.
            <div className="hidden xl:flex">{renderBadge?.()}</div>
          )}
          <AccountActions placement="bar" />
        </div>
        <button
          type="button"
          className="-mr-1.5 grid size-11 place-items-center rounded-md text-ink-100 hover:bg-ink-800 lg:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </nav>
      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-ink-800 bg-ink-950 px-4 pb-4 lg:hidden">
          <div className="flex flex-col py-2">
            <NavLinks
              // The Dashboard is in the workspace group below.
              items={workspaceItems.length > 0 ? [...homeAnchors, ...pageLinks] : navItems}
              onNavigate={closeMenu}
              className="rounded-md px-3 py-3 text-base text-ink-100 hover:bg-ink-800"
            />
            {workspaceItems.length > 0 && (
              // The signed-in areas as their own group: the phone has no row under the bar.
              <div
                role="group"
                aria-labelledby="mobile-menu-workspace"
                className="mt-2 flex flex-col border-t border-ink-800 pt-2"
              >
                <p
                  id="mobile-menu-workspace"
                  className="px-3 py-2 text-xs font-semibold tracking-widest text-ink-400 uppercase"
                >
                  Your workspace
                </p>
                <NavLinks
                  items={workspaceItems}
                  onNavigate={closeMenu}
                  className="rounded-md px-3 py-3 text-base text-ink-100 hover:bg-ink-800"
                />
              </div>
            )}
            {isSignedIn && renderBadge?.('mx-3 my-2 self-start')}
            <AccountActions
              placement="menu"
              onNavigate={closeMenu}
              // Account is in the workspace group.
              withAccountLink={workspaceItems.length === 0}
            />
          </div>
        </div>
      )}
    </header>
  );
}
