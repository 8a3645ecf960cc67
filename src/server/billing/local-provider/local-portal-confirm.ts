import type { CatalogueKey } from '../../../shared/catalogue.ts';
import { formatLongDate } from '../../../shared/billing/subscription-display.ts';
import { ladderProducts, type LadderProductId } from '../../../shared/ladder.ts';
import { html, type SafeHtml } from '../../http/html.ts';
import { page } from './local-pages.ts';
import type { LocalSubscription } from './local-provider-repository.ts';
import { localPortalPath } from './local-provider.ts';
import { ladderOf, planNameIn, priceNowIn, type PortalCatalogue } from './portal-catalogue.ts';

/**
 * The portal's second step for the actions that end or change a plan: "Cancel
 * subscription" once acted in one click. The page says what will happen, including which
 * dashboard products the plan stops or starts including, and posts again with confirm=yes.
 */
export type PortalChange = { kind: 'cancel' } | { kind: 'plan'; to: CatalogueKey };

export const isConfirmed = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>).confirm === 'yes';

const names = (ids: LadderProductId[]) =>
  ids.map((id) => ladderProducts.find((product) => product.id === id)?.name ?? id).join(', ');

/** The dashboard products a plan change (to undefined: the plan ends) removes and adds. */
export function productChanges(catalogue: PortalCatalogue, from: string, to: string | undefined) {
  const before = ladderOf(catalogue, from);
  const after = to === undefined ? [] : ladderOf(catalogue, to);
  return {
    lost: before.filter((id) => !after.includes(id)),
    gained: after.filter((id) => !before.includes(id)),
  };
}

function factsOf(
  subscription: LocalSubscription,
  change: PortalChange,
  catalogue: PortalCatalogue,
): string[] {
  const ends = formatLongDate(subscription.current_period_end, 'UTC');
  const { lost, gained } = productChanges(
    catalogue,
    subscription.price_id,
    change.kind === 'plan' ? change.to : undefined,
  );
  if (change.kind === 'cancel') {
    return [
      `Your plan stays active until ${ends}, then ends. Nothing more is charged.`,
      ...(lost.length > 0
        ? [
            `From then on your plan no longer includes ${names(lost)} on your dashboard; what you paid for on its own stays yours.`,
          ]
        : []),
      'You can take this back here until then.',
    ];
  }
  // The price the switch will renew at: the plan's stored price now (changePortalPlan).
  const price = priceNowIn(catalogue, change.to);
  return [
    `${planNameIn(catalogue, change.to)} starts now; from your renewal on ${ends} you pay ${price}. Nothing is charged or credited today.`,
    ...(lost.length > 0
      ? [
          `Your plan will no longer include ${names(lost)} on your dashboard; what you paid for on its own stays yours.`,
        ]
      : []),
    ...(gained.length > 0
      ? [`Your dashboard will show ${names(gained)} as included in the plan.`]
      : []),
  ];
}

export function confirmChangePage(
  portalId: string,
  subscription: LocalSubscription,
  change: PortalChange,
  catalogue: PortalCatalogue,
): string {
  const from = planNameIn(catalogue, subscription.price_id);
  const base = `${localPortalPath(portalId)}/subscriptions/${subscription.id}`;
  const isCancel = change.kind === 'cancel';
  const title = isCancel ? `Cancel ${from}?` : `Change to ${planNameIn(catalogue, change.to)}?`;
  const facts = factsOf(subscription, change, catalogue);
  const hidden: SafeHtml =
    change.kind === 'plan'
      ? html`<input type="hidden" name="plan" value="${change.to}" />`
      : html``;
  return page(
    title,
    html`<main class="panel">
      <h1>${title}</h1>
      ${facts.map((fact) => html`<p>${fact}</p>`)}
      <form method="post" action="${isCancel ? `${base}/cancel` : `${base}/plan`}">
        ${hidden}
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit">${isCancel ? 'Yes, cancel my plan' : 'Yes, change my plan'}</button>
      </form>
      <p><a href="${localPortalPath(portalId)}">Keep my plan as it is</a></p>
    </main>`,
  );
}
