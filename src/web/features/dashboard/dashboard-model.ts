import {
  currentStage,
  journey,
  ownedLadderProducts,
  showsAlacarteServices,
  type JourneyItem,
} from '~/shared/ladder';
import {
  onboardingStep,
  recommendationsFor,
  stageSummary,
  type RecommendationId,
} from '~/shared/onboarding';
import type { DashboardData } from '~/shared/schemas/dashboard';
import { journeyNote, ownershipSentence } from './dashboard-words';

export interface DashboardModel {
  stage: number;
  /** The words beside the stage: what they own and, if they skipped steps, what is next. */
  stageSummary: string;
  journey: JourneyItem[];
  /** Plain words: what was bought, what a plan includes, what is next. */
  ownership: string;
  /** Per product, a line under the spec's label (how it is owned, or that it can be bought). */
  journeyNotes: Partial<Record<JourneyItem['id'], string>>;
  showsAlacarte: boolean;
  onboardingStep: number;
  recommendations: RecommendationId[];
}

/** What the screen shows, from the server's one read and the ladder's pure rules. */
export function dashboardModel(data: DashboardData): DashboardModel {
  const owned = ownedLadderProducts(data.products);
  const stage = currentStage(owned);
  const items = journey(data.products);
  return {
    stage,
    stageSummary: stageSummary(owned),
    journey: items,
    ownership: ownershipSentence(data.products, items),
    journeyNotes: Object.fromEntries(
      items.map((item) => [item.id, journeyNote(item, data.products)]),
    ),
    showsAlacarte: showsAlacarteServices(data.products),
    onboardingStep: onboardingStep({
      hasOrders: data.hasOrders,
      hasActiveSubscription: data.subscription?.subscription_status === 'active',
    }),
    recommendations: recommendationsFor(stage, owned),
  };
}
