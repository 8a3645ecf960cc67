import { ArrowUpRight, CalendarDays, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { usDateTimeFormat } from '~/shared/intl-formats';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useSiteState } from '~/web/lib/site-state';
import { signalStackStepCount, signalStackSteps } from '~/shared/marketing/signal-stack';
import { marketingStyles } from '../ui/marketing-styles';

/**
 * "Thursday, June 5, 2025": the calendar date as written, read at noon UTC so no zone can
 * move it to another day (the small Intl wrapper, not the events' date module, keeps the
 * page's scripts as they were).
 */
const summitDayFormat = usDateTimeFormat({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const summitDay = (date: string) => summitDayFormat.format(new Date(`${date}T12:00:00Z`));

/** "Learn first" is the free series while it runs, the free scorecard once it is over. */
function entryPoints(webinarIsOver: boolean) {
  return [
    { label: 'I need clarity', href: '/products#spark' },
    { label: 'I need a website that sells', href: '/products#core' },
    { label: 'I want AI in my voice', href: '/mirror' },
    { label: 'I need steady content', href: '/products#signal' },
    {
      label: 'I want to learn first',
      href: webinarIsOver ? '/signal-strength' : '/webinar-series',
    },
  ];
}

/** The simple home's offers: the stack, the newsletter and summit promos, entry points. */
export function StaticHomeOffers() {
  const state = useSiteState();
  const { summit } = useSiteSettings();
  const summitIsOver = state?.summit.isOver ?? false;
  return (
    <>
      <section aria-labelledby="static-stack-title" className="static-section">
        <p className={marketingStyles.eyebrow}>The Signal Stack</p>
        <h2 id="static-stack-title" className={marketingStyles.heading}>
          {signalStackStepCount} steps most clients climb.
        </h2>
        <ol className="static-steps">
          {signalStackSteps.map((card, index) => (
            <li key={card.name}>
              <Link to={card.href} className="static-step">
                <span>0{index + 1}</span>
                <span>{card.name}</span>
                <span>{card.text}</span>
                <ArrowUpRight aria-hidden="true" />
              </Link>
            </li>
          ))}
          {/* Seven steps leave the grid's last cell empty from two columns up; it holds the
              way to find one's step instead. A phone's single column has no gap to fill. */}
          <li className="max-md:hidden">
            <Link to="/signal-strength" className="static-step static-step-lead">
              <span>Not sure?</span>
              <span>Find your step</span>
              <span>Five questions score your signal and name the step to take first.</span>
              <ArrowUpRight aria-hidden="true" />
            </Link>
          </li>
        </ol>
      </section>
      <section
        aria-label="Newsletter and summit"
        className="mx-auto grid max-w-6xl gap-5 px-5 sm:px-8 md:grid-cols-2"
      >
        <Link to="/transmission" className="promo-card">
          <Radio aria-hidden="true" className="size-7 text-signal-400" />
          <span className="mt-5 text-2xl font-semibold text-ink-100">The Transmission</span>
          <span className="mt-2 flex-1 text-ink-300">
            Our newsletter: one sharp idea on brand, AI and systems in every issue.
          </span>
          <span className="mt-6 text-sm font-semibold text-signal-300">
            Read The Transmission →
          </span>
        </Link>
        {/* A summit that is over is not promoted: the card says when it was and offers
            word of the next one (the summit page's sign-up). */}
        <Link to={summitIsOver ? '/spark-summit#waitlist' : '/spark-summit'} className="promo-card">
          <CalendarDays aria-hidden="true" className="size-7 text-pulse-400" />
          <span className="mt-5 text-2xl font-semibold text-ink-100">Spark Summit</span>
          <span className="mt-2 flex-1 text-ink-300">
            {summitIsOver
              ? `AI for the Business You’re Building took place on ${summitDay(summit.date)} in ${summit.city}, with ${summit.capacity} founders.`
              : `AI for the Business You’re Building: one hands-on day in ${summit.city}, for ${summit.capacity} founders.`}
          </span>
          <span className="mt-6 text-sm font-semibold text-pulse-400">
            {summitIsOver ? 'Tell me about the next one →' : 'See the summit →'}
          </span>
        </Link>
      </section>
      <section aria-labelledby="entry-title" className="static-section">
        <p className={marketingStyles.eyebrow}>Where to start</p>
        <h2 id="entry-title" className={marketingStyles.heading}>
          Pick your entry point
        </h2>
        <ul className="static-entries">
          {entryPoints(state?.webinar.isOver ?? false).map((entry) => (
            <li key={entry.label}>
              <Link to={entry.href}>
                {entry.label}
                <ArrowUpRight aria-hidden="true" className="size-4 text-signal-400" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
