import { journeyStages } from '~/shared/offers/journey-story';
import { useJourneyStage } from './use-journey-stage';

/** A sticky strip under the top bar: the five stages, the current one lit. */
export function StageTracker() {
  const stage = useJourneyStage();
  const current = journeyStages.find((candidate) => candidate.number === stage);
  return (
    <div
      role="group"
      aria-label="Journey progress"
      className="sticky top-16 z-30 border-b border-ink-800 bg-ink-950/90 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-5 py-3 sm:px-8">
        <p className="shrink-0 text-sm text-ink-300" aria-live="polite" data-testid="journey-stage">
          <span className="font-semibold text-ink-100">Stage {stage}</span>
          <span className="text-ink-400"> of {journeyStages.length}</span>
          <span className="hidden sm:inline">: {current?.name}</span>
        </p>
        <ol className="flex flex-1 items-center gap-1.5 sm:gap-2">
          {journeyStages.map((item) => {
            const isReached = item.number <= stage;
            return (
              <li
                key={item.number}
                aria-current={item.number === stage ? 'step' : undefined}
                className="flex flex-1 flex-col gap-1.5"
              >
                <span
                  aria-hidden="true"
                  className={`h-1.5 rounded-full transition-colors duration-500 ${
                    isReached ? 'bg-gradient-to-r from-signal-500 to-signal-400' : 'bg-ink-700'
                  }`}
                />
                <span
                  className={`hidden text-xs md:block ${
                    item.number === stage ? 'font-semibold text-ink-100' : 'text-ink-400'
                  }`}
                >
                  {item.number}. {item.name}
                  <span className="sr-only">{isReached ? ' (reached)' : ''}</span>
                </span>
                <span className="sr-only md:hidden">
                  Stage {item.number}: {item.name}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
