/**
 * The product ladder: the six Signal System products a customer climbs, and the pure rules
 * that turn what they own into the dashboard's journey, checklist and recommendations.
 */

export const ladderProductNames = [
  'SPARK™',
  'BRAND KIT™',
  'CORE™',
  'MIRROR™',
  'SIGNAL™',
  'MOMENTUM™',
] as const;

/** A product id is its name lower-cased, trademark signs removed, spaces turned into hyphens. */
export function productIdFromName(name: string): string {
  return name.replace(/[™®]/g, '').trim().toLowerCase().replace(/\s+/g, '-');
}

export type LadderProductId = 'spark' | 'brand-kit' | 'core' | 'mirror' | 'signal' | 'momentum';

export const ladderStages: Record<LadderProductId, number> = {
  spark: 1,
  'brand-kit': 2,
  core: 3,
  mirror: 4,
  signal: 5,
  momentum: 6,
};

export const ladderProducts = ladderProductNames.map((name) => {
  const id = productIdFromName(name) as LadderProductId;
  return { id, name, stage: ladderStages[id] };
});

export function isLadderProductId(value: string): value is LadderProductId {
  return value in ladderStages;
}

export interface OwnedProduct {
  product_id: string;
  status: string;
}

/** The ids of ladder products the customer owns with status active. */
export function ownedLadderProducts(products: readonly OwnedProduct[]): Set<LadderProductId> {
  const owned = new Set<LadderProductId>();
  for (const product of products) {
    if (product.status === 'active' && isLadderProductId(product.product_id))
      owned.add(product.product_id);
  }
  return owned;
}

/** The stage of the highest owned product (momentum down to spark), or 0. */
export function currentStage(owned: ReadonlySet<LadderProductId>): number {
  return Math.max(0, ...[...owned].map((id) => ladderStages[id]));
}

export function recommendedStage(owned: ReadonlySet<LadderProductId>): number {
  return currentStage(owned) + 1;
}

export type JourneyStatus = 'completed' | 'current' | 'available' | 'locked';

export interface JourneyItem {
  id: LadderProductId;
  name: string;
  stage: number;
  status: JourneyStatus;
  /** Completed, Current Focus, Available now or Locked. */
  label: string;
  /** A second line: "Ready to start" for the current focus, the reason for a lock. */
  detail: string | undefined;
  action: { label: 'View Details' | 'Get Started'; href: string };
}

export const journeyLabels: Record<JourneyStatus, string> = {
  completed: 'Completed',
  current: 'Current Focus',
  available: 'Available now',
  locked: 'Locked',
};

export const lockReasons = {
  needsBrandKit: 'Complete BRAND KIT™ first',
  needsPreviousSteps: 'Complete previous steps first',
} as const;

function journeyStatus(
  stage: number,
  id: LadderProductId,
  owned: ReadonlySet<LadderProductId>,
): JourneyStatus {
  if (owned.has(id)) return 'completed';
  // CORE is built on the brand, so it stays locked until BRAND KIT is owned.
  if (id === 'core' && !owned.has('brand-kit')) return 'locked';
  const recommended = recommendedStage(owned);
  if (recommended === stage) return 'current';
  if (recommended >= stage - 1) return 'available';
  return 'locked';
}

export function journey(products: readonly OwnedProduct[]): JourneyItem[] {
  const owned = ownedLadderProducts(products);
  return ladderProducts.map(({ id, name, stage }) => {
    const status = journeyStatus(stage, id, owned);
    const detail =
      status === 'current'
        ? 'Ready to start'
        : status === 'locked'
          ? id === 'core' && !owned.has('brand-kit')
            ? lockReasons.needsBrandKit
            : lockReasons.needsPreviousSteps
          : undefined;
    const isDone = status === 'completed' || status === 'current';
    return {
      id,
      name,
      stage,
      status,
      label: journeyLabels[status],
      detail,
      action: { label: isDone ? 'View Details' : 'Get Started', href: `/products#${id}` },
    };
  });
}

/** The à-la-carte services appear once BRAND KIT is owned. */
export function showsAlacarteServices(products: readonly OwnedProduct[]): boolean {
  return ownedLadderProducts(products).has('brand-kit');
}
