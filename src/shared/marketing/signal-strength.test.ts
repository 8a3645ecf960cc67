import { describe, expect, it } from 'vitest';
import {
  progressSquares,
  signalQuestions,
  signalScoreBarWidth,
  signalStrengthScore,
  signalTierFor,
  signalTiers,
} from './signal-strength.ts';

const answersScoring = (score: number) =>
  Object.fromEntries(
    signalQuestions.map((question) => [
      question.id,
      question.options.find((option) => option.score === score)?.value,
    ]),
  );

describe('signal-strength questions', () => {
  it('asks clarity, consistency, systems, differentiation and conversion', () => {
    expect(signalQuestions.map((question) => question.id)).toEqual([
      'clarity',
      'consistency',
      'systems',
      'differentiation',
      'conversion',
    ]);
  });

  it('offers answers worth 0, 5, 10, 15 and 20 on every question', () => {
    for (const question of signalQuestions)
      expect(question.options.map((option) => option.score)).toEqual([0, 5, 10, 15, 20]);
  });
});

describe('signalStrengthScore', () => {
  it.each([
    [0, 0],
    [5, 25],
    [10, 50],
    [15, 75],
    [20, 100],
  ])('five answers of %i sum to %i', (each, total) => {
    expect(signalStrengthScore(answersScoring(each))).toBe(total);
  });

  it('counts missing or unknown answers as 0', () => {
    expect(signalStrengthScore({ clarity: 'magnetic', systems: 'not-an-option' })).toBe(20);
  });
});

describe('signalTierFor', () => {
  it.each([
    [0, 'Emerging Signal', 'SPARK Session'],
    [20, 'Emerging Signal', 'SPARK Session'],
    [25, 'Developing Signal', 'CORE Platform'],
    [45, 'Developing Signal', 'CORE Platform'],
    [50, 'Strong Signal', 'MIRROR AI Voice Model'],
    [70, 'Strong Signal', 'MIRROR AI Voice Model'],
    [75, 'Category-Defining Signal', 'Complete Signal Stack'],
    [100, 'Category-Defining Signal', 'Complete Signal Stack'],
  ])('%i is %s with %s next', (score, tier, step) => {
    expect(signalTierFor(score).name).toBe(tier);
    expect(signalTierFor(score).recommendedStep.name).toBe(step);
  });

  it('explains the tiers with the ranges 0-25, 26-50, 51-75 and 76-100', () => {
    expect(signalTiers.map((tier) => tier.rangeLabel)).toEqual([
      '0-25',
      '26-50',
      '51-75',
      '76-100',
    ]);
  });
});

describe('signalScoreBarWidth', () => {
  it.each([
    [0, 10],
    [5, 10],
    [10, 10],
    [15, 15],
    [65, 65],
    [100, 100],
  ])('%i points fill %i%%', (score, width) => {
    expect(signalScoreBarWidth(score)).toBe(width);
  });
});

describe('progressSquares', () => {
  it.each([
    [0, ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']],
    [2, ['done', 'done', 'current', 'upcoming', 'upcoming']],
    [4, ['done', 'done', 'done', 'done', 'current']],
  ])('step %i', (step, squares) => {
    expect(progressSquares(step)).toEqual(squares);
  });
});

describe('the full-stack recommendation', () => {
  it('links to the Complete Signal Stack panel on /products', () => {
    expect(signalTierFor(100).recommendedStep.href).toBe('/products#complete-signal-stack');
  });
});
