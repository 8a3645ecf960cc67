/** The top bar's items, shared by the desktop bar and the phone menu. */
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
  { label: 'Mirror', href: '/mirror' },
];

/** Page links only a signed-in visitor sees, after the others. */
export const signedInPageLinks: NavItem[] = [{ label: 'Dashboard', href: '/dashboard' }];

export const accountLink: NavItem = { label: 'Account', href: '/account' };

export const signedOutLinks: NavItem[] = [
  { label: 'Sign In', href: '/login' },
  { label: 'Sign Up', href: '/register' },
];
