import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteLinks } from '~/web/lib/site-links';
import { nextStepPrompt, onboardingChecklist } from '~/shared/onboarding';

function NextStep({ step }: { step: number }) {
  const { booking } = useSiteLinks();
  const prompt = nextStepPrompt(step);
  if (!prompt) return null;
  const linkClass = 'font-semibold text-signal-300 underline-offset-4 hover:underline';
  return (
    <p data-testid="next-step" className="mt-5 rounded-xl bg-ink-950/60 p-4 text-sm text-ink-300">
      {prompt === 'explore-products' ? (
        <>
          Next: pick the system that fits where you are.{' '}
          <Link to="/products" className={linkClass}>
            Explore Products
          </Link>
        </>
      ) : (
        <>
          Next: plan your build with the studio.{' '}
          <a
            href={booking.strategyCall}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Schedule a Strategy Call
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      )}
    </p>
  );
}

/** The four-step "Get Started" checklist. */
export function GetStartedChecklist({ step }: { step: number }) {
  const items = onboardingChecklist(step);
  const done = items.filter((item) => item.isComplete).length;
  return (
    <section
      aria-labelledby="get-started-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="get-started-heading" className="text-xl font-semibold">
          Get Started
        </h2>
        <p className="text-sm text-ink-400">
          {done} of {items.length} done
        </p>
      </div>
      <ol className="mt-5 space-y-3">
        {items.map((item) => (
          <li
            key={item.index}
            data-testid={`onboarding-step-${item.index}`}
            data-complete={item.isComplete}
            className="flex items-center gap-3"
          >
            <span
              aria-hidden="true"
              className={`grid size-7 shrink-0 place-items-center rounded-full border-2 text-xs font-bold ${
                item.isComplete
                  ? 'border-pulse-500 bg-pulse-500 text-ink-950'
                  : 'border-ink-600 text-ink-300'
              }`}
            >
              {item.isComplete ? <Check className="size-4" /> : item.index}
            </span>
            <span className={item.isComplete ? 'text-ink-100' : 'text-ink-300'}>
              {item.title}
              <span className="sr-only">{item.isComplete ? ' (done)' : ' (to do)'}</span>
            </span>
          </li>
        ))}
      </ol>
      <NextStep step={step} />
    </section>
  );
}
