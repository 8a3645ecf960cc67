import { describe, expect, it } from 'vitest';
import {
  answerHomeScorecard,
  completedHomeScorecard,
  homeResultText,
  homeScoreBarWidth,
  homeScorecardQuestions,
  homeSignalLabel,
  recommendedPathAnchor,
  recommendHomePath,
  scoreHomeScorecard,
  type HomeScorecardAnswers,
} from './home-scorecard.ts';

const base: HomeScorecardAnswers = {
  founderStage: 'early',
  clarityLevel: 'low',
  productFit: 'service',
  contentApproach: 'sporadic',
  scalingChallenge: 'visibility',
};

describe('scoreHomeScorecard', () => {
  it.each<[string, Partial<HomeScorecardAnswers>, number]>([
    ['nothing that scores', {}, 0],
    ['clarity high', { clarityLevel: 'high' }, 30],
    ['clarity medium', { clarityLevel: 'medium' }, 15],
    ['stage scaling', { founderStage: 'scaling' }, 25],
    ['stage established', { founderStage: 'established' }, 35],
    ['product fit platform', { productFit: 'platform' }, 25],
    ['product fit hybrid', { productFit: 'hybrid' }, 0],
    ['strategic content', { contentApproach: 'strategic' }, 20],
    ['consistent content', { contentApproach: 'consistent' }, 0],
    ['systems challenge', { scalingChallenge: 'systems' }, 20],
    ['time challenge', { scalingChallenge: 'time' }, 0],
    [
      'everything at its best',
      {
        clarityLevel: 'high',
        founderStage: 'established',
        productFit: 'platform',
        contentApproach: 'strategic',
        scalingChallenge: 'systems',
      },
      130,
    ],
  ])('%s scores %i', (_case, overrides, expected) => {
    expect(scoreHomeScorecard({ ...base, ...overrides })).toBe(expected);
  });
});

describe('homeSignalLabel', () => {
  it.each([
    [0, 'Emerging Signal (Level 1)'],
    [24, 'Emerging Signal (Level 1)'],
    [25, 'Developing Signal (Level 2)'],
    [49, 'Developing Signal (Level 2)'],
    [50, 'Strong Signal (Level 3)'],
    [74, 'Strong Signal (Level 3)'],
    [75, 'Category-Defining Signal (Level 4)'],
    [130, 'Category-Defining Signal (Level 4)'],
  ])('%i is %s', (score, label) => {
    expect(homeSignalLabel(score)).toBe(label);
  });
});

describe('recommendHomePath', () => {
  it.each<[string, Partial<HomeScorecardAnswers>, string]>([
    ['low clarity', { clarityLevel: 'low', founderStage: 'established' }, 'SPARK'],
    [
      'early stage',
      { clarityLevel: 'high', founderStage: 'early', productFit: 'platform' },
      'SPARK',
    ],
    [
      'platform fit',
      { clarityLevel: 'medium', founderStage: 'scaling', productFit: 'platform' },
      'CORE',
    ],
    [
      'systems challenge',
      { clarityLevel: 'high', founderStage: 'established', scalingChallenge: 'systems' },
      'CORE',
    ],
    [
      'anything else',
      { clarityLevel: 'medium', founderStage: 'scaling', productFit: 'hybrid' },
      'MIRROR',
    ],
  ])('%s leads to %s', (_case, overrides, path) => {
    expect(recommendHomePath({ ...base, ...overrides })).toBe(path);
  });

  it.each([
    ['SPARK', '#spark'],
    ['CORE', '#core'],
    ['MIRROR', '#mirror'],
  ] as const)('%s links to %s', (path, anchor) => {
    expect(recommendedPathAnchor(path)).toBe(anchor);
  });
});

describe('homeResultText', () => {
  it('has three tiers split at 30 and 60', () => {
    const [low, middle, high] = [homeResultText(0), homeResultText(30), homeResultText(60)];
    expect(new Set([low, middle, high]).size).toBe(3);
    expect(homeResultText(29)).toBe(low);
    expect(homeResultText(59)).toBe(middle);
    expect(homeResultText(130)).toBe(high);
  });
});

describe('homeScoreBarWidth', () => {
  it.each([
    [0, 10],
    [9, 10],
    [10, 10],
    [55, 55],
    [100, 100],
    [130, 100],
  ])('score %i fills %i%%', (score, width) => {
    expect(homeScoreBarWidth(score)).toBe(width);
  });
});

describe('answering step by step', () => {
  it('records answers in order and completes after the fifth', () => {
    let progress = {};
    const choices = ['scaling', 'high', 'platform', 'strategic', 'systems'];
    for (const [index, choice] of choices.entries()) {
      expect(completedHomeScorecard(progress)).toBeUndefined();
      progress = answerHomeScorecard(progress, choice);
      expect(Object.keys(progress)).toHaveLength(index + 1);
    }
    const answers = completedHomeScorecard(progress);
    expect(answers).toEqual({
      founderStage: 'scaling',
      clarityLevel: 'high',
      productFit: 'platform',
      contentApproach: 'strategic',
      scalingChallenge: 'systems',
    });
    expect(answers && scoreHomeScorecard(answers)).toBe(120);
  });

  it('ignores a value that is not an option of the current step, and answers after the last', () => {
    expect(answerHomeScorecard({}, 'platform')).toEqual({});
    const done = ['early', 'low', 'service', 'sporadic', 'time'].reduce(answerHomeScorecard, {});
    expect(answerHomeScorecard(done, 'early')).toBe(done);
  });

  it('asks the five questions of the spec, every option a valid answer', () => {
    expect(homeScorecardQuestions.map((question) => question.id)).toEqual([
      'founderStage',
      'clarityLevel',
      'productFit',
      'contentApproach',
      'scalingChallenge',
    ]);
    for (const question of homeScorecardQuestions)
      for (const option of question.options)
        expect(() => scoreHomeScorecard({ ...base, [question.id]: option.value })).not.toThrow();
  });
});
