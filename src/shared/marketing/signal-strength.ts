/**
 * The /signal-strength scorecard: five questions, each answer worth 0, 5, 10, 15 or 20
 * points, so a total from 0 to 100 (spec section 9).
 */
import { completeSignalStackAnchor } from './product-anchors.ts';

export type SignalQuestionId =
  'clarity' | 'consistency' | 'systems' | 'differentiation' | 'conversion';

export type AnswerScore = 0 | 5 | 10 | 15 | 20;

export interface SignalQuestionOption {
  value: string;
  label: string;
  score: AnswerScore;
}

export interface SignalQuestion {
  id: SignalQuestionId;
  text: string;
  options: SignalQuestionOption[];
}

const option = (value: string, score: AnswerScore, label: string): SignalQuestionOption => ({
  value,
  label,
  score,
});

export const signalQuestions: SignalQuestion[] = [
  {
    id: 'clarity',
    text: 'Can you explain what you do, and who it is for, in one sentence?',
    options: [
      option('none', 0, 'Not yet: it depends on who is asking'),
      option('rough', 5, 'Roughly, with a lot of "and also"'),
      option('draft', 10, 'I have a sentence, but it does not stick'),
      option('clear', 15, 'Yes, and clients mostly get it'),
      option('magnetic', 20, 'Yes, and people repeat it to others'),
    ],
  },
  {
    id: 'consistency',
    text: 'How consistent do your website, profiles and proposals look and sound?',
    options: [
      option('scattered', 0, 'Every channel tells a different story'),
      option('patchy', 5, 'Some pieces match, most do not'),
      option('mostly', 10, 'Mostly aligned, with a few old leftovers'),
      option('aligned', 15, 'Aligned, though maintained by hand'),
      option('system', 20, 'One brand system drives every touchpoint'),
    ],
  },
  {
    id: 'systems',
    text: 'How much of your client journey runs without you?',
    options: [
      option('manual', 0, 'None: every step goes through me'),
      option('tools', 5, 'A few tools, loosely connected'),
      option('partial', 10, 'Booking and payments are automated'),
      option('most', 15, 'Most of it, from first click to onboarding'),
      option('automated', 20, 'All of it, and it reports back to me'),
    ],
  },
  {
    id: 'differentiation',
    text: 'When prospects compare you with alternatives, what decides it?',
    options: [
      option('price', 0, 'Usually the lowest price'),
      option('referral', 5, 'Who referred them'),
      option('experience', 10, 'Our experience and portfolio'),
      option('method', 15, 'Our named method and point of view'),
      option('category', 20, 'There is no real alternative to us'),
    ],
  },
  {
    id: 'conversion',
    text: 'Out of ten good-fit conversations, how many become clients?',
    options: [
      option('zero', 0, 'One or none'),
      option('few', 5, 'Two or three'),
      option('some', 10, 'Four or five'),
      option('most', 15, 'Six or seven'),
      option('nearly-all', 20, 'Eight or more'),
    ],
  },
];

export const signalMaximumScore = 100;

/** Sums the chosen options; values that are not options of their question count 0. */
export function signalStrengthScore(answers: Partial<Record<SignalQuestionId, string>>): number {
  return signalQuestions.reduce((total, question) => {
    const chosen = question.options.find((candidate) => candidate.value === answers[question.id]);
    return total + (chosen?.score ?? 0);
  }, 0);
}

export interface SignalTier {
  name: string;
  /** The range the explanation shows (0-25, 26-50, ...), which the spec keeps as written. */
  rangeLabel: string;
  summary: string;
  recommendedStep: { name: string; description: string; href: string };
}

export const signalTiers: SignalTier[] = [
  {
    name: 'Emerging Signal',
    rangeLabel: '0-25',
    summary: 'Your expertise is real, but the market cannot hear it yet.',
    recommendedStep: {
      name: 'SPARK Session',
      description: 'A focused clarity session that names your signal before you build on it.',
      href: '/products#spark',
    },
  },
  {
    name: 'Developing Signal',
    rangeLabel: '26-50',
    summary: 'The message is forming; the platform around it is not doing its share.',
    recommendedStep: {
      name: 'CORE Platform',
      description: 'A scroll-based website platform that turns clarity into conversions.',
      href: '/products#core',
    },
  },
  {
    name: 'Strong Signal',
    rangeLabel: '51-75',
    summary: 'People get it and buy. Now your voice has to reach further than your calendar.',
    recommendedStep: {
      name: 'MIRROR AI Voice Model',
      description: 'A custom AI assistant trained on your voice, so your thinking scales.',
      href: '/products#mirror',
    },
  },
  {
    name: 'Category-Defining Signal',
    rangeLabel: '76-100',
    summary: 'You are the reference point. The job now is compounding what already works.',
    recommendedStep: {
      name: 'Complete Signal Stack',
      description: 'Every step, integrated in 60 days, plus three months of momentum support.',
      href: `/products#${completeSignalStackAnchor}`,
    },
  },
];

/** Below 25, below 50, below 75, then 75 and up: the computation the result view uses. */
export function signalTierFor(score: number): SignalTier {
  const index = score < 25 ? 0 : score < 50 ? 1 : score < 75 ? 2 : 3;
  return signalTiers[index] as SignalTier;
}

/** The result bar's width: the score as a percentage, with a minimum of 10%. */
export function signalScoreBarWidth(score: number): number {
  return Math.min(100, Math.max(10, (score / signalMaximumScore) * 100));
}

export type ProgressSquareState = 'done' | 'current' | 'upcoming';

/** One state per question for the progress squares above the current question. */
export function progressSquares(currentStep: number): ProgressSquareState[] {
  return signalQuestions.map((_question, index) =>
    index < currentStep ? 'done' : index === currentStep ? 'current' : 'upcoming',
  );
}
