import type { LadderProductId } from './ladder.ts';
import { describe, expect, it } from 'vitest';
import {
  nextStepPrompt,
  onboardingChecklist,
  onboardingStep,
  recommendations,
  recommendationsFor,
  stageSummary,
} from './onboarding.ts';

describe('onboardingStep', () => {
  it.each([
    [false, false, 1],
    [true, false, 2],
    [false, true, 3],
    [true, true, 3],
  ])('orders %s, active subscription %s -> step %i', (hasOrders, hasActiveSubscription, step) => {
    expect(onboardingStep({ hasOrders, hasActiveSubscription })).toBe(step);
  });
});

describe('onboardingChecklist', () => {
  it.each([
    [1, [true, false, false, false]],
    [2, [true, true, false, false]],
    [3, [true, true, true, false]],
  ])('at step %i', (step, complete) => {
    const items = onboardingChecklist(step);
    expect(items.map((item) => item.isComplete)).toEqual(complete);
    expect(items.map((item) => item.title)).toEqual([
      'Create Your Account',
      'Choose Your Signal System',
      'Build Your System',
      'Launch and Grow',
    ]);
  });

  it('prompts to explore products at step 1 and to schedule a call at step 2', () => {
    expect(nextStepPrompt(1)).toBe('explore-products');
    expect(nextStepPrompt(2)).toBe('schedule-strategy-call');
    expect(nextStepPrompt(3)).toBeUndefined();
  });
});

describe('recommendations', () => {
  it.each([
    [0, ['spark', 'strategy-call']],
    [1, ['brand-kit', 'strategy-call']],
    [2, ['core', 'strategy-call']],
    [3, ['mirror', 'strategy-call']],
    [4, ['signal', 'strategy-call']],
    [5, ['signal', 'momentum', 'strategy-call']],
    [6, ['signal', 'momentum', 'strategy-call']],
  ])('stage %i', (stage, cards) => expect(recommendations(stage)).toEqual(cards));
});

describe('recommendations for what the customer owns', () => {
  const owning = (...ids: LadderProductId[]) => new Set<LadderProductId>(ids);

  it('never offers a product the customer owns', () => {
    // A MOMENTUM subscriber who skipped the rest: stage 6, but SPARK is what comes next.
    expect(recommendationsFor(6, owning('momentum'))).toEqual(['spark', 'signal', 'strategy-call']);
    expect(recommendationsFor(6, owning('momentum', 'signal', 'spark'))).toEqual([
      'brand-kit',
      'strategy-call',
    ]);
  });

  it('is the spec list for someone who climbed step by step', () => {
    expect(recommendationsFor(2, owning('spark', 'brand-kit'))).toEqual(['core', 'strategy-call']);
    expect(recommendationsFor(0, owning())).toEqual(['spark', 'strategy-call']);
  });

  it('offers only the call once everything is owned', () => {
    const all = owning('spark', 'brand-kit', 'core', 'mirror', 'signal', 'momentum');
    expect(recommendationsFor(6, all)).toEqual(['strategy-call']);
  });
});

describe('stageSummary', () => {
  it.each<[LadderProductId[], string]>([
    [[], 'Just getting started'],
    [['spark', 'brand-kit', 'core'], 'CORE™ complete'],
    [['momentum'], 'MOMENTUM™ owned · Next: SPARK™'],
    [['spark', 'signal'], 'SIGNAL™ owned · Next: BRAND KIT™'],
    [['spark', 'brand-kit', 'core', 'mirror', 'signal', 'momentum'], 'All six products owned'],
  ])('%j', (owned, words) => expect(stageSummary(new Set(owned))).toBe(words));
});
