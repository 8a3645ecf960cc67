import { Outlet } from 'react-router';
import { FooterColumns } from '../components/layout/footer-columns';
import { MainNavigation } from '../components/layout/main-navigation';
import { BookCallLink, SiteHeader } from '../components/layout/site-header';
import { SiteFooter } from '../components/layout/site-footer';
import { SkipLink } from '../components/layout/skip-link';
import { WebinarBanner } from '../components/layout/webinar-banner';
import { WorkspaceNav } from '../components/layout/workspace-nav';
import { LazySubscriptionBadge } from './lazy-subscription-badge';

/** The full chrome of every page except the spec's bare ones (home, offers, sign-in). */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {/* Pages print as documents (the resources): no site chrome on paper. */}
      <div className="contents print:hidden">
        <SiteHeader
          isSticky
          renderNavigation={(action) => (
            <MainNavigation
              action={action}
              renderMenuAction={(onNavigate) => <BookCallLink onNavigate={onNavigate} />}
              renderBadge={(className) => <LazySubscriptionBadge className={className} />}
            />
          )}
        />
        <WorkspaceNav />
      </div>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <div className="contents print:hidden">
        <SiteFooter columns={<FooterColumns />} />
        <WebinarBanner />
      </div>
    </div>
  );
}
