import { Link } from 'react-router';
import { deferredIsland } from '~/web/lib/deferred-island';
import { ArrowDownIcon, ArrowRightIcon } from '../ui/first-screen-icons';

// Spelled out rather than taken from marketing-styles.ts: the first screen loads before,
// and without, the shared chunk the sections below use.
const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-signal-500 px-7 py-3.5 text-base font-semibold tracking-wide text-ink-950 transition-colors hover:bg-signal-400';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-ink-600 px-7 py-3.5 text-base font-semibold text-ink-100 transition-colors hover:border-ink-400 hover:bg-ink-800';

/**
 * The figures name a catalogue price, so their code (the site state, the prices and their
 * formatting) loads as an island, once the visitor engages, not with the first screen:
 * the pre-rendered HTML shows them meanwhile. On a client-side navigation the page waits
 * for it with the sections below (full-home.tsx).
 */
export const HeroStatsIsland = deferredIsland('hero-stats', () => import('./hero-stats'));

/** The first screen: who we are, the one thing to do next, and a way to go deeper. */
export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-48 left-1/2 h-[40rem] w-[56rem] max-w-[160vw] -translate-x-1/2 rounded-full bg-signal-600/25 blur-3xl" />
        <div className="absolute -bottom-40 right-[-10%] h-[26rem] w-[26rem] rounded-full bg-pulse-500/10 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
      </div>
      <div className="mx-auto max-w-5xl px-5 pb-10 pt-24 text-center sm:px-8 sm:pb-28 sm:pt-44">
        <p className="inline-flex items-center gap-2 rounded-full border border-ink-700 bg-ink-900/70 px-4 py-1.5 text-xs font-medium tracking-wide text-ink-300">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-pulse-400" />
          Brand strategy · AI · Custom software
        </p>
        <h1
          id="hero-title"
          className="mt-8 text-[2.6rem] font-semibold leading-[1.05] tracking-tight text-balance sm:text-7xl"
        >
          Find your signal.{' '}
          <span className="bg-gradient-to-r from-signal-300 via-signal-400 to-pulse-400 bg-clip-text text-transparent">
            Build the system that carries it.
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-pretty sm:mt-7 text-ink-300 sm:text-xl">
          Clarity first, then the brand, the platform and the AI that scale it. We help founders and
          small teams turn what makes them different into a business that grows without running
          through them.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="#spark" className={primaryButton}>
            START WITH SPARK
            <ArrowRightIcon className="size-4" />
          </Link>
          <Link to="#scorecard" className={secondaryButton}>
            Score your signal
            <ArrowDownIcon className="size-4" />
          </Link>
        </div>
        {/* On a phone the figures end above the floating chat button (chat-launcher.tsx). */}
        <HeroStatsIsland />
      </div>
    </section>
  );
}
