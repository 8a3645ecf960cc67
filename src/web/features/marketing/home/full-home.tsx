import { Suspense, lazy } from 'react';
import { SiteFooter } from '~/web/components/layout/site-footer';
import { SiteHeader } from '~/web/components/layout/site-header';
import { SkipLink } from '~/web/components/layout/skip-link';
import { notFoundSlot } from '~/shared/not-found-page';
import { useIslandsOnClientNavigation } from '~/web/lib/deferred-island';
import { ChatLauncher } from '../chat/chat-launcher';
import { HeroSection, HeroStatsIsland } from './hero-section';
import { homeIslands } from './home-islands';
import { ScrollProgressBar } from './scroll-progress-bar';
import { SectionDots } from './section-dots';
import { useRecordScrollDepth } from './use-record-scroll-depth';
import { useRevealOnScroll } from './use-reveal-on-scroll';

const GoToDashboardLink = lazy(() =>
  import('./go-to-dashboard-link').then((module) => ({ default: module.GoToDashboardLink })),
);

/** Every island of the page, which a client-side navigation waits for. */
const everyIsland = [HeroStatsIsland, ...homeIslands] as const;

/** The full home page (bare layout): every section of the spec, in the spec's order. */
export function FullHome({ isSignedIn }: { isSignedIn: boolean }) {
  useIslandsOnClientNavigation(everyIsland);
  useRevealOnScroll();
  useRecordScrollDepth();

  return (
    <>
      <SkipLink />
      <ScrollProgressBar />
      {/* Over the hero, whose glow runs up behind it. */}
      <div className="absolute inset-x-0 top-0 z-20 pt-2">
        <SiteHeader />
      </div>
      <main id="main" className="overflow-x-clip">
        {/* Empty, except in the server's answer to an unknown address, which fills it
            (not-found-page.ts); hydration keeps what the server put in. */}
        <div {...notFoundSlot} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        <HeroSection />
        {homeIslands.map((Island, index) => (
          <Island key={index} />
        ))}
      </main>
      {/* Room at the end for the floating chat button, clear of the footer's links. */}
      <div className="pb-16 sm:pb-0">
        <SiteFooter />
      </div>
      <SectionDots />
      {isSignedIn && (
        <Suspense fallback={null}>
          <GoToDashboardLink isSignedIn />
        </Suspense>
      )}
      <ChatLauncher />
    </>
  );
}
