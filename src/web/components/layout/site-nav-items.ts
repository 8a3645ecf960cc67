/** The full header's items, shared by the desktop bar and the phone menu. */
export interface NavItem {
  label: string;
  href: string;
}

export const homeAnchors: NavItem[] = [
  { label: 'Signal Stack', href: '/#stack' },
  { label: 'Scorecard', href: '/#scorecard' },
  { label: 'Resources', href: '/#resources' },
];

export const pageLinks: NavItem[] = [
  { label: 'Products', href: '/products' },
  { label: 'Work', href: '/work' },
  { label: 'Mirror', href: '/mirror' },
];

/** In the phone menu after the items (from 1024 px the footer carries it). */
export const contactLink: NavItem = { label: 'Contact', href: '/contact' };

/** Page links only a signed-in visitor sees, after the others. */
export const signedInPageLinks: NavItem[] = [{ label: 'Dashboard', href: '/dashboard' }];

export const accountLink: NavItem = { label: 'Account', href: '/account' };

export const signedOutLinks: NavItem[] = [
  { label: 'Sign In', href: '/login' },
  { label: 'Sign Up', href: '/register' },
];

/**
 * The signed-in areas, on every page with chrome (a row under the top bar, a group in the
 * phone menu): without them My Tasks, Clients and Admin were reachable only by address.
 */
export function workspaceLinks(isAdmin: boolean): NavItem[] {
  return [
    { label: 'Dashboard', href: '/dashboard' },
    { label: 'My Tasks', href: '/todos' },
    { label: 'Clients', href: '/clients' },
    accountLink,
    ...(isAdmin ? [{ label: 'Admin', href: '/admin' }] : []),
  ];
}

/** Whether `pathname` is inside the area `href` names (/todos/x is in My Tasks). */
export function isInArea(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
