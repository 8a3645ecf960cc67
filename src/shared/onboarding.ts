/**
 * The dashboard's four-step "Get Started" checklist and its recommended next steps.
 */
import { currentStage, ladderProducts, type LadderProductId } from './ladder.ts';

export const onboardingSteps = [
  'Create Your Account',
  'Choose Your Signal System',
  'Build Your System',
  'Launch and Grow',
] as const;

export interface OnboardingInput {
  hasOrders: boolean;
  hasActiveSubscription: boolean;
}

/** Step 1 once signed up, 2 after any order, 3 with an active subscription. */
export function onboardingStep({ hasOrders, hasActiveSubscription }: OnboardingInput): number {
  if (hasActiveSubscription) return 3;
  if (hasOrders) return 2;
  return 1;
}

export interface ChecklistItem {
  index: number;
  title: string;
  isComplete: boolean;
}

export function onboardingChecklist(step: number): ChecklistItem[] {
  return onboardingSteps.map((title, position) => {
    const index = position + 1;
    // The step is at least 1, so the account step always reads as done.
    return { index, title, isComplete: step >= index };
  });
}

export type NextStepPrompt = 'explore-products' | 'schedule-strategy-call' | undefined;

export function nextStepPrompt(step: number): NextStepPrompt {
  if (step === 1) return 'explore-products';
  if (step === 2) return 'schedule-strategy-call';
  return undefined;
}

export type RecommendationId =
  'spark' | 'brand-kit' | 'core' | 'mirror' | 'signal' | 'momentum' | 'strategy-call';

/** Recommended cards by ladder stage, plus a strategy call card always. */
export function recommendations(stage: number): RecommendationId[] {
  const cards: RecommendationId[] = [];
  if (stage === 0) cards.push('spark');
  if (stage === 1) cards.push('brand-kit');
  if (stage === 2) cards.push('core');
  if (stage === 3) cards.push('mirror');
  if (stage >= 4) cards.push('signal');
  if (stage >= 5) cards.push('momentum');
  cards.push('strategy-call');
  return cards;
}

/**
 * The cards the dashboard shows: the spec's cards for the stage, minus any product the
 * customer already owns (a recommendation to buy what you have is not one), led by the
 * first ladder product they do not own yet: for someone who climbed step by step that is
 * the spec's card already; for a MOMENTUM subscriber who skipped the earlier steps, SPARK.
 */
export function recommendationsFor(
  stage: number,
  owned: ReadonlySet<LadderProductId>,
): RecommendationId[] {
  const cards = recommendations(stage).filter((id) => id === 'strategy-call' || !owned.has(id));
  const next = nextUnownedProduct(owned);
  if (next && !cards.includes(next)) cards.unshift(next);
  return cards;
}

/** The first ladder product (from SPARK up) the customer does not own, if any. */
export function nextUnownedProduct(
  owned: ReadonlySet<LadderProductId>,
): LadderProductId | undefined {
  return ladderProducts.find((product) => !owned.has(product.id))?.id;
}

/**
 * The words beside "Stage N of 6": true for someone who climbed step by step ("CORE™
 * complete") and for someone who skipped steps ("MOMENTUM™ owned · Next: SPARK™").
 */
export function stageSummary(owned: ReadonlySet<LadderProductId>): string {
  const stage = currentStage(owned);
  if (stage === 0) return 'Just getting started';
  const reached = ladderProducts[stage - 1]!;
  const next = nextUnownedProduct(owned);
  if (!next) return 'All six products owned';
  const nextName = ladderProducts.find((product) => product.id === next)!.name;
  const skipped = ladderProducts.slice(0, stage).some((product) => !owned.has(product.id));
  return skipped ? `${reached.name} owned · Next: ${nextName}` : `${reached.name} complete`;
}
