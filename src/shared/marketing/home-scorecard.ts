/**
 * The Signal Scorecard on the home page: five questions, one answer each, scored with the
 * constants of spec section 9. Pure, so the widget and its tests share one definition.
 */

export type FounderStage = 'early' | 'scaling' | 'established';
export type ClarityLevel = 'low' | 'medium' | 'high';
export type ProductFit = 'service' | 'platform' | 'hybrid';
export type ContentApproach = 'sporadic' | 'consistent' | 'strategic';
export type ScalingChallenge = 'visibility' | 'time' | 'systems';

export interface HomeScorecardAnswers {
  founderStage: FounderStage;
  clarityLevel: ClarityLevel;
  productFit: ProductFit;
  contentApproach: ContentApproach;
  scalingChallenge: ScalingChallenge;
}

export type HomeScorecardQuestionId = keyof HomeScorecardAnswers;

export interface HomeScorecardQuestion {
  id: HomeScorecardQuestionId;
  question: string;
  options: { value: string; label: string }[];
}

/** In the order the steps are asked. */
export const homeScorecardQuestions: HomeScorecardQuestion[] = [
  {
    id: 'founderStage',
    question: 'Where is your business today?',
    options: [
      { value: 'early', label: 'Early: still shaping the offer' },
      { value: 'scaling', label: 'Scaling: clients are coming, systems are straining' },
      { value: 'established', label: 'Established: a proven business ready to lead' },
    ],
  },
  {
    id: 'clarityLevel',
    question: 'How clearly can you say what makes you different?',
    options: [
      { value: 'low', label: 'It changes every time someone asks' },
      { value: 'medium', label: 'I know it, but it does not land yet' },
      { value: 'high', label: 'One sentence, and people repeat it back' },
    ],
  },
  {
    id: 'productFit',
    question: 'What do you sell, mostly?',
    options: [
      { value: 'service', label: 'Done-for-you services and expertise' },
      { value: 'platform', label: 'A digital product, platform or program' },
      { value: 'hybrid', label: 'A mix of services and products' },
    ],
  },
  {
    id: 'contentApproach',
    question: 'How do you create content?',
    options: [
      { value: 'sporadic', label: 'When inspiration strikes' },
      { value: 'consistent', label: 'On a schedule, but without a plan behind it' },
      { value: 'strategic', label: 'From a strategy tied to what we sell' },
    ],
  },
  {
    id: 'scalingChallenge',
    question: 'What holds your growth back the most?',
    options: [
      { value: 'visibility', label: 'Not enough of the right people know us' },
      { value: 'time', label: 'Everything still runs through me' },
      { value: 'systems', label: 'Our tools and processes do not scale' },
    ],
  },
];

export const homeScorecardStepCount = homeScorecardQuestions.length;

/** The wizard's state: answers so far, in step order; five answers mean the results show. */
export type HomeScorecardProgress = Partial<HomeScorecardAnswers>;

/**
 * Records the answer to the current step. Values that are not an option of that step are
 * ignored, so the typed answers can be trusted once all five are in.
 */
export function answerHomeScorecard(
  progress: HomeScorecardProgress,
  value: string,
): HomeScorecardProgress {
  const question = homeScorecardQuestions[Object.keys(progress).length];
  if (!question || !question.options.some((option) => option.value === value)) return progress;
  return { ...progress, [question.id]: value };
}

/** The finished answers, or undefined while steps remain. */
export function completedHomeScorecard(
  progress: HomeScorecardProgress,
): HomeScorecardAnswers | undefined {
  const isComplete = homeScorecardQuestions.every((question) => progress[question.id]);
  return isComplete ? (progress as HomeScorecardAnswers) : undefined;
}

const clarityPoints: Record<ClarityLevel, number> = { low: 0, medium: 15, high: 30 };
const stagePoints: Record<FounderStage, number> = { early: 0, scaling: 25, established: 35 };

export function scoreHomeScorecard(answers: HomeScorecardAnswers): number {
  return (
    clarityPoints[answers.clarityLevel] +
    stagePoints[answers.founderStage] +
    (answers.productFit === 'platform' ? 25 : 0) +
    (answers.contentApproach === 'strategic' ? 20 : 0) +
    (answers.scalingChallenge === 'systems' ? 20 : 0)
  );
}

export interface SignalLevel {
  name: string;
  level: 1 | 2 | 3 | 4;
}

export function homeSignalLevel(score: number): SignalLevel {
  if (score < 25) return { name: 'Emerging Signal', level: 1 };
  if (score < 50) return { name: 'Developing Signal', level: 2 };
  if (score < 75) return { name: 'Strong Signal', level: 3 };
  return { name: 'Category-Defining Signal', level: 4 };
}

/** "Strong Signal (Level 3)", as the result view shows it. */
export function homeSignalLabel(score: number): string {
  const { name, level } = homeSignalLevel(score);
  return `${name} (Level ${level})`;
}

export type RecommendedPath = 'SPARK' | 'CORE' | 'MIRROR';

export function recommendHomePath(answers: HomeScorecardAnswers): RecommendedPath {
  if (answers.clarityLevel === 'low' || answers.founderStage === 'early') return 'SPARK';
  if (answers.productFit === 'platform' || answers.scalingChallenge === 'systems') return 'CORE';
  return 'MIRROR';
}

/** The home page anchor a recommendation points at: the path's name, lower-cased. */
export function recommendedPathAnchor(path: RecommendedPath): string {
  return `#${path.toLowerCase()}`;
}

export function homeResultText(score: number): string {
  if (score < 30)
    return 'Your signal is there, but it is faint. Before you spend on a website or ads, name what makes you different so every next step amplifies it.';
  if (score < 60)
    return 'You have real traction and a message that mostly lands. The gap is the system: turning what works into a platform that sells while you sleep.';
  return 'Your signal is strong and your systems are ready for leverage. The next gains come from scaling your voice with AI and a content engine that compounds.';
}

/** The result bar's width in percent: the score, never under 10 so a low score still shows. */
export function homeScoreBarWidth(score: number): number {
  return Math.min(100, Math.max(10, score));
}
