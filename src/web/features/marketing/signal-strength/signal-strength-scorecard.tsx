import { ArrowRight, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  progressSquares,
  signalMaximumScore,
  signalQuestions,
  signalScoreBarWidth,
  signalStrengthScore,
  signalTierFor,
  type SignalQuestionId,
} from '../../../../shared/marketing/signal-strength';
import { useFocusOnChange } from '../widgets/use-focus-on-change';

type Answers = Partial<Record<SignalQuestionId, string>>;

const squareStyles = {
  done: 'bg-signal-500 border-signal-500',
  current: 'border-signal-400 bg-signal-500/20 ring-2 ring-signal-400/40',
  upcoming: 'border-ink-700 bg-ink-800',
} as const;

/** The five-question Signal Strength scorecard: one question at a time, then the result. */
export function SignalStrengthScorecard() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [isShowingResult, setIsShowingResult] = useState(false);
  const focusRef = useFocusOnChange<HTMLHeadingElement>(isShowingResult ? 'result' : step);
  const question = signalQuestions[step];

  const choose = (id: SignalQuestionId, value: string) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    if (step + 1 < signalQuestions.length) setStep(step + 1);
    else setIsShowingResult(true);
  };

  const retake = () => {
    setStep(0);
    setAnswers({});
    setIsShowingResult(false);
  };

  if (isShowingResult)
    return (
      <ScorecardResult
        score={signalStrengthScore(answers)}
        headingRef={focusRef}
        onRetake={retake}
      />
    );
  if (!question) return null;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-300">
          Question {step + 1} of {signalQuestions.length}
        </p>
        <ol aria-label="Progress" className="flex gap-2">
          {progressSquares(step).map((state, index) => (
            <li
              key={signalQuestions[index]?.id}
              data-state={state}
              className={`size-4 rounded-[4px] border ${squareStyles[state]}`}
            >
              <span className="sr-only">
                Question {index + 1}: {state}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <h3
        ref={focusRef}
        tabIndex={-1}
        className="mt-8 text-2xl font-semibold text-balance text-ink-100 focus:outline-none sm:text-3xl"
      >
        {question.text}
      </h3>
      <ul className="mt-6 space-y-3">
        {question.options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              onClick={() => choose(question.id, option.value)}
              className="w-full rounded-2xl border border-ink-700 bg-ink-950/60 px-5 py-4 text-left text-ink-100 transition-colors hover:border-signal-500/70 hover:bg-ink-800"
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ScorecardResultProps {
  score: number;
  headingRef: React.Ref<HTMLHeadingElement>;
  onRetake: () => void;
}

function ScorecardResult({ score, headingRef, onRetake }: ScorecardResultProps) {
  const tier = signalTierFor(score);
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-ink-400">Your result</p>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-3xl font-semibold text-ink-100 focus:outline-none sm:text-4xl"
      >
        {tier.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-2">
        <span
          className="text-6xl font-semibold tracking-tight text-ink-100"
          data-testid="signal-score"
        >
          {score}
        </span>
        <span className="text-ink-300">/ {signalMaximumScore}</span>
      </p>
      <div aria-hidden="true" className="mt-5 h-3 overflow-hidden rounded-full bg-ink-800">
        <div
          data-testid="signal-score-bar"
          className="h-full rounded-full bg-gradient-to-r from-signal-500 to-pulse-400"
          style={{ width: `${signalScoreBarWidth(score)}%` }}
        />
      </div>
      <p className="mt-6 text-lg leading-relaxed text-ink-300">{tier.summary}</p>
      <div className="mt-8 rounded-2xl border border-signal-500/40 bg-signal-500/10 p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-signal-300">
          Recommended next step
        </p>
        <p className="mt-2 text-xl font-semibold text-ink-100">{tier.recommendedStep.name}</p>
        <p className="mt-1 text-ink-300">{tier.recommendedStep.description}</p>
        <Link
          to={tier.recommendedStep.href}
          className="mt-4 inline-flex items-center gap-2 font-semibold text-signal-300 hover:text-signal-400"
        >
          See {tier.recommendedStep.name}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <button
        type="button"
        onClick={onRetake}
        className="mt-6 inline-flex items-center gap-2 rounded-full border border-ink-600 px-5 py-2.5 text-sm font-semibold text-ink-100 hover:border-ink-400 hover:bg-ink-800"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Retake Scorecard
      </button>
    </div>
  );
}
