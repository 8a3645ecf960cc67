import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useIslandsOnClientNavigation } from '../../../lib/deferred-island';
import { ChatLauncher } from '../chat/chat-launcher';
import { HeroSection, HeroStatsIsland } from './hero-section';
import { HomeHeader } from './home-header';
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
      <ScrollProgressBar />
      <HomeHeader />
      <main className="overflow-x-clip">
        <HeroSection />
        {homeIslands.map((Island, index) => (
          <Island key={index} />
        ))}
      </main>
      <footer className="border-t border-ink-800 pb-28 pt-8 text-sm text-ink-400">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Signal Studio · Des
            Moines, IA
          </p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to="/products" className="hover:text-ink-100">
              Products
            </Link>
            <Link to="/signal-strength" className="hover:text-ink-100">
              Signal Strength
            </Link>
            <Link to="/transmission" className="hover:text-ink-100">
              The Transmission
            </Link>
            <Link to="/contact" className="hover:text-ink-100">
              Contact
            </Link>
            <Link to="/privacy" className="hover:text-ink-100">
              Privacy
            </Link>
            <Link to="/terms" className="hover:text-ink-100">
              Terms
            </Link>
          </nav>
        </div>
      </footer>
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
