import {
  currentStage,
  journey,
  ownedLadderProducts,
  showsAlacarteServices,
  type JourneyItem,
} from '../../../shared/ladder';
import { onboardingStep, recommendations, type RecommendationId } from '../../../shared/onboarding';
import type { DashboardData } from '../../../shared/schemas/dashboard';

export interface DashboardModel {
  stage: number;
  journey: JourneyItem[];
  showsAlacarte: boolean;
  onboardingStep: number;
  recommendations: RecommendationId[];
}

/** What the screen shows, from the server's one read and the ladder's pure rules. */
export function dashboardModel(data: DashboardData): DashboardModel {
  const stage = currentStage(ownedLadderProducts(data.products));
  return {
    stage,
    journey: journey(data.products),
    showsAlacarte: showsAlacarteServices(data.products),
    onboardingStep: onboardingStep({
      hasOrders: data.hasOrders,
      hasActiveSubscription: data.subscription?.subscription_status === 'active',
    }),
    recommendations: recommendations(stage),
  };
}
