import { SiteFooter } from '~/web/components/layout/site-footer';
import { SiteHeader } from '~/web/components/layout/site-header';
import { SkipLink } from '~/web/components/layout/skip-link';

interface BarePageShellProps {
  /** The one call to action in the header (a button or an anchor). */
  headerAction?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * The spec's bare layout of the landing pages (/webinar-series, /mirror, /bizbuiltnow):
 * the site's header and footer without the navigation, columns or banner, so nothing
 * competes with the offer.
 */
export function BarePageShell({ headerAction, children }: BarePageShellProps) {
  return (
    <div className="relative isolate flex min-h-screen flex-col overflow-x-clip">
      <SkipLink />
      <SiteHeader action={headerAction} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
