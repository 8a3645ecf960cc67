import { ArrowRight, CalendarPlus, CircleCheck, Mail, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatEventMonthDay } from '~/shared/offers/event-dates';
import { useConfiguredSummit, useConfiguredWebinarSeries } from '~/web/lib/configured-events';
import { useSiteSettings } from '~/web/lib/site-settings';
import { offerStyles } from '../ui/offer-styles';

/** Replaces the form after a registration; focus moves here so the change is announced. */
export function RegistrationSuccess({ onRegisterAnother }: { onRegisterAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const webinarSeries = useConfiguredWebinarSeries();
  const sparkSummit = useConfiguredSummit();
  const zone = useSiteSettings().webinar.timeZone;
  const [firstSession] = webinarSeries.sessions;
  const firstDate = firstSession ? formatEventMonthDay(firstSession.startsAt, zone) : '';
  const steps = [
    { icon: CalendarPlus, text: 'Add the sessions to your calendar with the links above.' },
    { icon: Mail, text: 'Check your email for the meeting links and reminders.' },
    { icon: Video, text: `Join the first session on ${firstDate}${ordinal(firstDate)}.` },
  ];
  return (
    <div className="flex flex-col gap-6">
      <CircleCheck aria-hidden="true" className="size-12 text-pulse-400" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight focus:outline-none"
      >
        Registration Successful!
      </h3>
      <div>
        <p className="font-medium text-ink-100">Your next steps</p>
        <ol className="mt-3 space-y-3">
          {steps.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-ink-300">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
              {text}
            </li>
          ))}
        </ol>
      </div>
      <div className="rounded-2xl border border-ink-700 bg-ink-950/50 p-5">
        <p className="text-sm leading-relaxed text-ink-300">
          The series finishes live at the {sparkSummit.name} in {sparkSummit.city}. Want the full
          day?
        </p>
        <Link
          to="/spark-summit"
          className={`${offerStyles.textLink} mt-3 inline-flex items-center gap-2`}
        >
          Explore the Spark Summit
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <button
        type="button"
        onClick={onRegisterAnother}
        className="self-start text-sm text-ink-400 underline underline-offset-4 hover:text-ink-100"
      >
        Register someone else
      </button>
    </div>
  );
}

/** "May 2" becomes "May 2nd", as the spec words the first session. */
function ordinal(monthDay: string): string {
  const day = Number(monthDay.split(' ').at(-1));
  if (!Number.isInteger(day)) return '';
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
}
