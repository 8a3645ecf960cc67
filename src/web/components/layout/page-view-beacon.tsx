import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '~/web/lib/analytics';

/** Counts a view of each public page the visitor opens, first load and in-app moves. */
export function PageViewBeacon() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
  return null;
}
