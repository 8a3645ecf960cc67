import {
  currentStage,
  journey,
  ownedLadderProducts,
  showsAlacarteServices,
  type JourneyItem,
} from '../../../shared/ladder';
import {
  onboardingStep,
  recommendationsFor,
  stageSummary,
  type RecommendationId,
} from '../../../shared/onboarding';
import type { DashboardData } from '../../../shared/schemas/dashboard';

export interface DashboardModel {
  stage: number;
  /** The words beside the stage: what they own and, if they skipped steps, what is next. */
  stageSummary: string;
  journey: JourneyItem[];
  showsAlacarte: boolean;
  onboardingStep: number;
  recommendations: RecommendationId[];
}

/** What the screen shows, from the server's one read and the ladder's pure rules. */
export function dashboardModel(data: DashboardData): DashboardModel {
  const owned = ownedLadderProducts(data.products);
  const stage = currentStage(owned);
  return {
    stage,
    stageSummary: stageSummary(owned),
    journey: journey(data.products),
    showsAlacarte: showsAlacarteServices(data.products),
    onboardingStep: onboardingStep({
      hasOrders: data.hasOrders,
      hasActiveSubscription: data.subscription?.subscription_status === 'active',
    }),
    recommendations: recommendationsFor(stage, owned),
  };
}
