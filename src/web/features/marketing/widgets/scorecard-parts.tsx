import { RotateCcw } from 'lucide-react';
import type { Ref } from 'react';

/** The pieces the home scorecard and the Signal Strength scorecard draw alike. */

const optionStyle =
  'w-full rounded-2xl border border-ink-700 bg-ink-950/60 px-5 py-4 text-left text-ink-100 transition-colors hover:border-signal-500/70 hover:bg-ink-800';

/** One question and its answers as buttons; the heading takes focus when the step changes. */
export function ScorecardQuestion({
  text,
  options,
  headingRef,
  onChoose,
}: {
  text: string;
  options: readonly { value: string; label: string }[];
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (value: string) => void;
}) {
  return (
    <>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 text-2xl font-semibold text-balance text-ink-100 focus:outline-none sm:text-3xl"
      >
        {text}
      </h3>
      <ul className="mt-6 space-y-3">
        {options.map((option) => (
          <li key={option.value}>
            <button type="button" className={optionStyle} onClick={() => onChoose(option.value)}>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The score as a filled bar (decorative: the number is shown beside it). */
export function ScoreBar({ widthPercent, testId }: { widthPercent: number; testId: string }) {
  return (
    <div aria-hidden="true" className="mt-5 h-3 overflow-hidden rounded-full bg-ink-800">
      <div
        data-testid={testId}
        className="h-full rounded-full bg-gradient-to-r from-signal-500 to-pulse-400"
        style={{ width: `${widthPercent}%` }}
      />
    </div>
  );
}

export function RetakeButton({ onRetake }: { onRetake: () => void }) {
  return (
    <button
      type="button"
      onClick={onRetake}
      className="mt-6 inline-flex items-center gap-2 rounded-full border border-ink-600 px-5 py-2.5 text-sm font-semibold text-ink-100 hover:border-ink-400 hover:bg-ink-800"
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      Retake Scorecard
    </button>
  );
}
