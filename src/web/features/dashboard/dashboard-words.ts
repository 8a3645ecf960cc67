import { catalogue, isCatalogueKey } from '~/shared/catalogue';
import { formatShortDate } from '~/shared/billing/subscription-display';
import { ladderProducts, type JourneyItem } from '~/shared/ladder';
import type { UserProduct } from '~/shared/schemas/billing';

/**
 * Plain words around the spec's stage rules and labels, which stay exactly as they are:
 * "Stage 6 of 6 · MOMENTUM owned" beside a locked CORE, or "Completed" on a product a plan
 * includes, read as untrue without them.
 */

/** How a product came to be owned: bought (an order) or included in a live plan. */
export type Ownership = { kind: 'bought'; date: string } | { kind: 'included'; plan: string };

export function ownershipOf(product: UserProduct): Ownership {
  const { source, catalogue_key: key } = product.metadata;
  if (source === 'subscription') {
    const plan = typeof key === 'string' && isCatalogueKey(key) ? catalogue[key].name : 'your plan';
    return { kind: 'included', plan };
  }
  return { kind: 'bought', date: product.purchase_date };
}

/** "A", "A and B", "A, B and C". */
export function listWords(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const activeLadder = (products: readonly UserProduct[]) =>
  products.filter(
    (product) =>
      product.status === 'active' && ladderProducts.some(({ id }) => id === product.product_id),
  );

/**
 * One sentence of what the customer has and what comes next: "You own SPARK™ and
 * MOMENTUM™. SIGNAL™ is included in SIGNAL™ Pro. Next: BRAND KIT™."
 */
export function ownershipSentence(
  products: readonly UserProduct[],
  journey: JourneyItem[],
): string {
  const owned = activeLadder(products);
  const bought = ladderProducts
    .filter(({ id }) =>
      owned.some((product) => product.product_id === id && ownershipOf(product).kind === 'bought'),
    )
    .map(({ name }) => name);
  const byPlan = new Map<string, string[]>();
  for (const { id, name } of ladderProducts) {
    const product = owned.find((candidate) => candidate.product_id === id);
    const ownership = product && ownershipOf(product);
    if (ownership?.kind === 'included')
      byPlan.set(ownership.plan, [...(byPlan.get(ownership.plan) ?? []), name]);
  }
  const next = journey.find((item) => item.status !== 'completed');
  const parts = [
    bought.length > 0 ? `You own ${listWords(bought)}.` : '',
    ...[...byPlan].map(
      ([plan, names]) =>
        `${listWords(names)} ${names.length > 1 ? 'are' : 'is'} included in ${plan}.`,
    ),
    next ? `Next: ${next.name}.` : 'You have every step of the journey.',
  ].filter(Boolean);
  if (owned.length === 0) return `You have not bought a step yet. ${parts.join(' ')}`;
  return parts.join(' ');
}

/**
 * The second line under a product's label: how a completed one is owned, and for a locked
 * one that its Get Started still works (the lock is the suggested order, not a barrier).
 */
export function journeyNote(
  item: JourneyItem,
  products: readonly UserProduct[],
): string | undefined {
  if (item.status === 'locked') {
    return 'You can still buy it now; we suggest this order.';
  }
  if (item.status !== 'completed') return undefined;
  const product = activeLadder(products).find((candidate) => candidate.product_id === item.id);
  if (!product) return undefined;
  const ownership = ownershipOf(product);
  if (ownership.kind === 'included') return `Included in ${ownership.plan} while the plan lasts`;
  const paid = `Paid on ${formatShortDate(ownership.date)}`;
  // A session is "Completed" once paid (the spec's rule); say what that means.
  return item.id === 'spark' ? `${paid}; book your session time if you have not yet` : paid;
}
