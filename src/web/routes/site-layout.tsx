import { Outlet } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { TopBar } from '../components/layout/top-bar';
import { WebinarBanner } from '../components/layout/webinar-banner';
import { WorkspaceNav } from '../components/layout/workspace-nav';
import { LazySubscriptionBadge } from './lazy-subscription-badge';

/** The chrome every page has except the bare-layout ones (home, offers, login, register). */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-ink-800 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {/* Pages print as documents (the resources): no site chrome on paper. */}
      <div className="contents print:hidden">
        <TopBar renderBadge={(className) => <LazySubscriptionBadge className={className} />} />
        <WorkspaceNav />
      </div>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
        <WebinarBanner />
      </div>
    </div>
  );
}
