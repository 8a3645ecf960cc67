import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  answerHomeScorecard,
  completedHomeScorecard,
  homeResultText,
  homeScoreBarWidth,
  homeScorecardQuestions,
  homeScorecardStepCount,
  homeSignalLabel,
  recommendedPathAnchor,
  recommendHomePath,
  scoreHomeScorecard,
  type HomeScorecardAnswers,
  type HomeScorecardProgress,
} from '~/shared/marketing/home-scorecard';
import { RetakeButton, ScoreBar, ScorecardQuestion } from './scorecard-parts';
import { useFocusOnChange, useScrollIntoViewOnAppear } from './use-focus-on-change';
import { useTrackWhen } from '~/web/lib/use-track-when';

/** The home page's five-step Signal Scorecard; answers stay in the page, nothing is sent. */
export function HomeScorecard() {
  const [progress, setProgress] = useState<HomeScorecardProgress>({});
  const answers = completedHomeScorecard(progress);
  const step = Object.keys(progress).length;
  const focusRef = useFocusOnChange<HTMLHeadingElement>(answers ? 'result' : step);
  const cardRef = useScrollIntoViewOnAppear<HTMLDivElement>(Boolean(answers));
  const question = homeScorecardQuestions[step];
  useTrackWhen('scorecard_completed', Boolean(answers));

  return (
    <div
      ref={cardRef}
      id="signal-scorecard"
      className="rounded-[2rem] border border-ink-700 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-10"
    >
      {answers ? (
        <ScorecardResult answers={answers} headingRef={focusRef} onRetake={() => setProgress({})} />
      ) : (
        question && (
          <div>
            <div className="flex items-center justify-between text-sm text-ink-400">
              <span>
                Step {step + 1} of {homeScorecardStepCount}
              </span>
              <span aria-hidden="true">{Math.round((step / homeScorecardStepCount) * 100)}%</span>
            </div>
            <div aria-hidden="true" className="mt-3 grid grid-cols-5 gap-1.5">
              {homeScorecardQuestions.map((item, index) => (
                <span
                  key={item.id}
                  className={`h-1.5 rounded-full ${index <= step ? 'bg-signal-500' : 'bg-ink-700'}`}
                />
              ))}
            </div>
            <ScorecardQuestion
              text={question.question}
              options={question.options}
              headingRef={focusRef}
              onChoose={(value) => setProgress((current) => answerHomeScorecard(current, value))}
            />
          </div>
        )
      )}
    </div>
  );
}

interface ScorecardResultProps {
  answers: HomeScorecardAnswers;
  headingRef: React.Ref<HTMLHeadingElement>;
  onRetake: () => void;
}

function ScorecardResult({ answers, headingRef, onRetake }: ScorecardResultProps) {
  const score = scoreHomeScorecard(answers);
  const path = recommendHomePath(answers);
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-ink-400">
        Your signal strength
      </p>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-3xl font-semibold text-ink-100 focus:outline-none sm:text-4xl"
      >
        {homeSignalLabel(score)}
      </h3>
      <p className="mt-2 text-ink-300">
        Score: <strong className="text-ink-100">{score}</strong>
      </p>
      <ScoreBar widthPercent={homeScoreBarWidth(score)} testId="home-score-bar" />
      <p className="mt-6 text-lg leading-relaxed text-ink-300">{homeResultText(score)}</p>
      <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-signal-500/40 bg-signal-500/10 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-100">
          Your recommended path: <strong className="text-signal-300">{path}</strong>
        </p>
        <Link
          to={recommendedPathAnchor(path)}
          className="inline-flex items-center gap-2 font-semibold text-signal-300 hover:text-signal-400"
        >
          Explore {path}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <RetakeButton onRetake={onRetake} />
    </div>
  );
}
