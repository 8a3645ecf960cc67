import { ArrowUpRight, CalendarDays, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { marketingStyles } from '../ui/marketing-styles';

const stackCards = [
  { name: 'SPARK', text: 'Find your signal in one focused session.', href: '/products#spark' },
  { name: 'BRAND KIT', text: 'A brand system your team can carry.', href: '/products#brand-kit' },
  { name: 'CORE', text: 'A scroll-based platform that sells.', href: '/products#core' },
  { name: 'MIRROR', text: 'AI trained on your voice.', href: '/mirror' },
  { name: 'SIGNAL', text: 'A content engine that never stops.', href: '/products#signal' },
];

const entryPoints = [
  { label: 'I need clarity', href: '/products#spark' },
  { label: 'I need a website that sells', href: '/products#core' },
  { label: 'I want AI in my voice', href: '/mirror' },
  { label: 'I need steady content', href: '/products#signal' },
  { label: 'I want to learn first', href: '/webinar-series' },
];

const promoStyle =
  'group flex h-full flex-col rounded-3xl border border-ink-800 bg-ink-900/70 p-6 transition-colors hover:border-signal-500/60 sm:p-8';

/** The simple home's offers: the stack, the newsletter and summit promos, entry points. */
export function StaticHomeOffers() {
  return (
    <>
      <section aria-labelledby="static-stack-title" className={marketingStyles.section}>
        <p className={marketingStyles.eyebrow}>The Signal Stack</p>
        <h2 id="static-stack-title" className={marketingStyles.heading}>
          Five steps most clients climb.
        </h2>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {stackCards.map((card, index) => (
            <li key={card.name}>
              <Link to={card.href} className={promoStyle}>
                <span className="font-mono text-sm text-ink-400">0{index + 1}</span>
                <span className="mt-4 text-xl font-semibold text-ink-100">{card.name}</span>
                <span className="mt-2 flex-1 text-sm text-ink-300">{card.text}</span>
                <ArrowUpRight aria-hidden="true" className="mt-4 size-4 text-signal-400" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-label="Newsletter and summit"
        className="mx-auto grid max-w-6xl gap-5 px-5 sm:px-8 md:grid-cols-2"
      >
        <Link to="/transmission" className={promoStyle}>
          <Radio aria-hidden="true" className="size-7 text-signal-400" />
          <span className="mt-5 text-2xl font-semibold text-ink-100">The Transmission</span>
          <span className="mt-2 flex-1 text-ink-300">
            Our newsletter: one sharp idea on brand, AI and systems in every issue.
          </span>
          <span className="mt-6 text-sm font-semibold text-signal-300">
            Read The Transmission →
          </span>
        </Link>
        <Link to="/spark-summit" className={promoStyle}>
          <CalendarDays aria-hidden="true" className="size-7 text-pulse-400" />
          <span className="mt-5 text-2xl font-semibold text-ink-100">Spark Summit</span>
          <span className="mt-2 flex-1 text-ink-300">
            AI for the Business You’re Building: one hands-on day in Des Moines, IA, for 30
            founders.
          </span>
          <span className="mt-6 text-sm font-semibold text-pulse-400">See the summit →</span>
        </Link>
      </section>
      <section aria-labelledby="entry-title" className={marketingStyles.section}>
        <h2 id="entry-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          Pick Your Entry Point
        </h2>
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {entryPoints.map((entry) => (
            <li key={entry.label}>
              <Link
                to={entry.href}
                className="flex h-full items-center justify-between gap-3 rounded-2xl border border-ink-700 px-5 py-4 font-semibold text-ink-100 transition-colors hover:border-signal-400 hover:bg-ink-900"
              >
                {entry.label}
                <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-signal-400" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
