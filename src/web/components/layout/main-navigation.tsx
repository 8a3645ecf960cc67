import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '~/web/lib/auth/auth-context';
import { AccountActions } from './account-actions';
import {
  contactLink,
  homeAnchors,
  pageLinks,
  signedInPageLinks,
  type NavItem,
} from './site-nav-items';
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

const linkStyle = 'rounded-md px-2.5 py-2 text-sm text-ink-300 hover:bg-ink-800 hover:text-ink-100';
const menuLinkStyle = 'rounded-md px-3 py-3 text-base text-ink-100 hover:bg-ink-800';

interface MainNavigationProps {
  /** The header's one primary action, placed before the phone menu's toggle. */
  action: ReactNode;
  /** The same action as a row of the phone menu (it closes the menu on the way). */
  renderMenuAction: (onNavigate: () => void) => ReactNode;
  /**
   * What a signed-in visitor sees beside the account actions (the layout route passes the
   * subscription badge; components do not import features).
   */
  renderBadge?: (className?: string) => ReactNode;
}

/**
 * The full header's contents: the items and account actions from 1024 px, and below that
 * a toggle whose menu carries every item, Contact, the primary action and the signed-in
 * areas.
 */
export function MainNavigation({ action, renderMenuAction, renderBadge }: MainNavigationProps) {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any navigation, the logo's too.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isMenuOpen = openedOn === pathname;
  const closeMenu = () => setOpenedOn(null);
  const isSignedIn = useAuth().status === 'signed-in';
  const navItems = [...homeAnchors, ...pageLinks, ...(isSignedIn ? signedInPageLinks : [])];
  const workspaceItems = useWorkspaceLinks();

  return (
    <>
      {/* From lg up: at tablet width the items and the signed-in actions overflow. */}
      <div className="mr-auto ml-4 hidden items-center lg:flex">
        <NavLinks items={navItems} className={linkStyle} />
      </div>
      <div className="hidden shrink-0 items-center gap-1 lg:flex">
        {isSignedIn && (
          // From xl up: a plan's name does not fit beside every item at lg.
          <div className="hidden xl:flex">{renderBadge?.()}</div>
        )}
        <AccountActions placement="bar" />
      </div>
      {action}
      <button
        type="button"
        className="-mr-1.5 grid size-11 shrink-0 place-items-center rounded-md text-ink-100 hover:bg-ink-800 lg:hidden"
        aria-expanded={isMenuOpen}
        aria-controls="mobile-menu"
        aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenedOn(isMenuOpen ? null : pathname)}
      >
        {isMenuOpen ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      {isMenuOpen && (
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-ink-800 bg-ink-950 px-4 pb-4 lg:hidden"
        >
          <div className="flex flex-col py-2">
            <NavLinks
              // The Dashboard is in the workspace group below.
              items={[
                ...(workspaceItems.length > 0 ? [...homeAnchors, ...pageLinks] : navItems),
                contactLink,
              ]}
              onNavigate={closeMenu}
              className={menuLinkStyle}
            />
            <div className="my-2 flex flex-col">{renderMenuAction(closeMenu)}</div>
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
                <NavLinks items={workspaceItems} onNavigate={closeMenu} className={menuLinkStyle} />
              </div>
            )}
            {isSignedIn && renderBadge?.('mx-3 my-2 self-start')}
            <div className="mt-2 flex flex-col border-t border-ink-800 pt-2">
              <AccountActions
                placement="menu"
                onNavigate={closeMenu}
                // Account is in the workspace group.
                withAccountLink={workspaceItems.length === 0}
              />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
