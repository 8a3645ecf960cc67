import { Check, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { JourneyItem, JourneyStatus } from '~/shared/ladder';
import { buttonStyles } from '~/web/components/ui/button-styles';

const statusStyles: Record<JourneyStatus, { marker: string; pill: string }> = {
  completed: {
    marker: 'border-pulse-500 bg-pulse-500 text-ink-950',
    pill: 'bg-pulse-500/15 text-pulse-400',
  },
  current: {
    marker: 'border-signal-500 bg-signal-500/15 text-signal-300',
    pill: 'bg-signal-500/15 text-signal-300',
  },
  available: {
    marker: 'border-ink-400 text-ink-100',
    pill: 'bg-ink-700 text-ink-100',
  },
  locked: {
    marker: 'border-ink-700 text-ink-400',
    pill: 'bg-ink-800 text-ink-400',
  },
};

function StageMarker({ item }: { item: JourneyItem }) {
  const icon =
    item.status === 'completed' ? (
      <Check aria-hidden="true" className="size-4" />
    ) : item.status === 'locked' ? (
      <Lock aria-hidden="true" className="size-4" />
    ) : (
      item.stage
    );
  return (
    <span
      aria-hidden="true"
      className={`grid size-9 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${statusStyles[item.status].marker}`}
    >
      {icon}
    </span>
  );
}

/** "Your Signal System Journey": the six ladder products and where the customer stands. */
export function JourneyList({
  items,
  notes = {},
}: {
  items: JourneyItem[];
  notes?: Partial<Record<JourneyItem['id'], string>>;
}) {
  return (
    <section
      aria-labelledby="journey-heading"
      className="rounded-2xl border border-ink-800 bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id="journey-heading" className="text-xl font-semibold">
        Your Signal System Journey
      </h2>
      <ol className="mt-5 space-y-3">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid={`journey-${item.id}`}
            data-status={item.status}
            className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center ${
              item.status === 'current'
                ? 'border-signal-500/60 bg-signal-500/5'
                : 'border-ink-800 bg-ink-950/40'
            }`}
          >
            <div className="flex min-w-0 flex-1 items-center gap-4">
              <StageMarker item={item} />
              <div className="min-w-0">
                <h3 className="font-semibold">{item.name}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[item.status].pill}`}
                  >
                    {item.label}
                  </span>
                  {item.detail && <span className="text-ink-300">{item.detail}</span>}
                </p>
                {notes[item.id] && <p className="mt-1 text-sm text-ink-300">{notes[item.id]}</p>}
              </div>
            </div>
            <Link
              to={item.action.href}
              className={`${item.status === 'current' ? buttonStyles.primary : buttonStyles.secondary} sm:shrink-0`}
            >
              {item.action.label}
              <span className="sr-only">: {item.name}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
