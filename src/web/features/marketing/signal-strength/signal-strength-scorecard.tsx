import { ArrowRight } from 'lucide-react';
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
} from '~/shared/marketing/signal-strength';
import { RetakeButton, ScoreBar, ScorecardQuestion } from '../widgets/scorecard-parts';
import { useFocusOnChange, useScrollIntoViewOnAppear } from '../widgets/use-focus-on-change';
import { useTrackWhen } from '~/web/lib/use-track-when';

type Answers = Partial<Record<SignalQuestionId, string>>;

const squareStyles = {
  done: 'bg-signal-500 border-signal-500',
  current: 'border-signal-400 bg-signal-500/20 ring-2 ring-signal-400/40',
  upcoming: 'border-ink-700 bg-ink-800',
} as const;

/** The five-question Signal Strength scorecard: one question at a time, then the result. */
export function SignalStrengthScorecard() {
  const [answers, setAnswers] = useState<Answers>({});
  // Questions are answered in order, so the number of answers is the step.
  const step = Object.keys(answers).length;
  const isShowingResult = step === signalQuestions.length;
  const focusRef = useFocusOnChange<HTMLHeadingElement>(isShowingResult ? 'result' : step);
  const resultRef = useScrollIntoViewOnAppear<HTMLDivElement>(isShowingResult);
  const question = signalQuestions[step];
  useTrackWhen('scorecard_completed', isShowingResult);

  const choose = (id: SignalQuestionId, value: string) =>
    setAnswers((current) => ({ ...current, [id]: value }));
  const retake = () => setAnswers({});

  if (isShowingResult)
    return (
      <ScorecardResult
        score={signalStrengthScore(answers)}
        headingRef={focusRef}
        resultRef={resultRef}
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
      <ScorecardQuestion
        text={question.text}
        options={question.options}
        headingRef={focusRef}
        onChoose={(value) => choose(question.id, value)}
      />
    </div>
  );
}

interface ScorecardResultProps {
  score: number;
  headingRef: React.Ref<HTMLHeadingElement>;
  resultRef: React.Ref<HTMLDivElement>;
  onRetake: () => void;
}

function ScorecardResult({ score, headingRef, resultRef, onRetake }: ScorecardResultProps) {
  const tier = signalTierFor(score);
  return (
    <div ref={resultRef} className="scroll-mt-20">
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
      <ScoreBar widthPercent={signalScoreBarWidth(score)} testId="signal-score-bar" />
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
      <RetakeButton onRetake={onRetake} />
    </div>
  );
}
