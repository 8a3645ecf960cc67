import { ArrowDown, ArrowRight } from 'lucide-react';
import { formatEventDay, formatEventDayInYear } from '~/shared/offers/event-dates';
import { useConfiguredWebinarSeries } from '~/web/lib/configured-events';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useSiteState } from '~/web/lib/site-state';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';
import { useRegisterLabel } from './register-label';

export function WebinarHero() {
  const registerLabel = useRegisterLabel();
  const webinarSeries = useConfiguredWebinarSeries();
  const zone = useSiteSettings().webinar.timeZone;
  const state = useSiteState();
  const isOver = state?.webinar.isOver ?? false;
  // The server's year, not the browser's: the rendered HTML and hydration agree.
  const currentYear = state ? new Date(state.serverTime).getUTCFullYear() : undefined;
  const [firstSession] = webinarSeries.sessions;
  const lastSession = webinarSeries.sessions.at(-1);
  const facts = [
    // Once the last session has passed, the first fact says when the series ended.
    isOver && lastSession
      ? { label: 'Ended', value: formatEventDayInYear(lastSession.startsAt, zone, currentYear) }
      : {
          label: 'Starts',
          value: firstSession ? formatEventDay(firstSession.startsAt, zone) : 'Soon',
        },
    { label: 'When', value: webinarSeries.scheduleLabel },
    { label: 'Length', value: `${webinarSeries.sessionMinutes} minutes each` },
    { label: 'Price', value: 'Free, live online' },
  ];
  return (
    <section aria-labelledby="webinar-title" className="relative isolate">
      <HeroGlow />
      <div className="mx-auto max-w-5xl px-5 pb-20 pt-12 text-center sm:px-8 sm:pb-24 sm:pt-20">
        <p className={offerStyles.chip}>
          <span aria-hidden="true" className="size-1.5 rounded-full bg-pulse-400" />
          {isOver ? 'Free AI webinar series · recap' : 'Free AI webinar series · 6 sessions'}
        </p>
        <h1 id="webinar-title" className={offerStyles.heroTitle}>
          <span className={offerStyles.gradientText}>{webinarSeries.name}</span>
          <span className="mt-3 block text-3xl text-ink-100 sm:text-5xl">
            Get smarter with AI, 30 minutes at a time.
          </span>
        </h1>
        <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-ink-300 sm:text-xl">
          {isOver
            ? 'Six free, live sessions for founders and small teams. Each Friday we built one practical AI workflow together. This series has ended; the sessions below are the record, and the next series is in the works.'
            : 'Six free, live sessions for founders and small teams. Each Friday we build one practical AI workflow together, and you leave with it working in your business.'}
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href="#register" className={offerStyles.primaryButton}>
            {registerLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
          <a href="#sessions" className={offerStyles.secondaryButton}>
            {isOver ? 'See what we covered' : 'See the six sessions'}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
        <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-2 gap-x-4 gap-y-6 border-t border-ink-800 pt-8 text-left sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-400">
                {fact.label}
              </dt>
              <dd className="mt-1 font-medium text-ink-100">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
