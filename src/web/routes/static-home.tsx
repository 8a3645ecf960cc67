import { Suspense, lazy } from 'react';
import { StaticHomeClosing } from '../features/marketing/static-home/static-home-closing';
import { StaticHomeIntro } from '../features/marketing/static-home/static-home-intro';
import { StaticHomeOffers } from '../features/marketing/static-home/static-home-offers';
import { useAuth } from '../lib/auth/auth-context';
import { pageMeta } from '../lib/page-meta';

// Loaded only for signed-in visitors, as on the full home page.
const GoToDashboardLink = lazy(() =>
  import('../features/marketing/home/go-to-dashboard-link').then((module) => ({
    default: module.GoToDashboardLink,
  })),
);

// Route meta runs without the studio's catalogue, so it names no product (the page does).
export const meta = () =>
  pageMeta({
    title: 'Signal Studio at a glance',
    description:
      'Signal Studio in one page: the problem we solve, the Signal Stack from strategy to content, The Transmission newsletter, the summit and where to start.',
    path: '/static',
  });

/** The simple home variant: a plain stack of sections, under the site's top bar and footer. */
export default function StaticHomeRoute() {
  // Pre-rendered and hydrated as signed out ('loading'); the link appears once known.
  const isSignedIn = useAuth().status === 'signed-in';
  return (
    <div className="overflow-x-clip">
      <StaticHomeIntro />
      <StaticHomeOffers />
      <StaticHomeClosing />
      {isSignedIn && (
        <Suspense fallback={null}>
          <GoToDashboardLink isSignedIn />
        </Suspense>
      )}
    </div>
  );
}
