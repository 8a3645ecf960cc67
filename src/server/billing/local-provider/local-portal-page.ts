import { formatLongDate } from '../../../shared/billing/subscription-display.ts';
import { isCatalogueKey } from '../../../shared/catalogue.ts';
import { html, type SafeHtml } from '../../http/html.ts';
import { page } from './local-pages.ts';
import {
  isPaymentPlan,
  portalMessages,
  switchablePlanKeys,
  type PortalView,
} from './local-portal-actions.ts';
import type { LocalSubscription } from './local-provider-repository.ts';
import { localPortalPath } from './local-provider.ts';
import {
  planNameIn,
  priceCents,
  priceNowIn,
  withPeriod,
  type PortalCatalogue,
} from './portal-catalogue.ts';

/** Change plan: the other subscription plans, with the stored names and today's prices. */
function planForm(
  portalId: string,
  subscription: LocalSubscription,
  catalogue: PortalCatalogue,
): SafeHtml {
  // Only between the plans the site sells; an instalment plan is not switched at all.
  if (!switchablePlanKeys.some((key) => key === subscription.price_id)) return html``;
  const choices = switchablePlanKeys.filter((key) => key !== subscription.price_id);
  if (choices.length === 0) return html``;
  const fieldId = `plan-${subscription.id}`;
  return html`<form
    method="post"
    action="${localPortalPath(portalId)}/subscriptions/${subscription.id}/plan"
  >
    <label for="${fieldId}">Change plan</label>
    <select id="${fieldId}" name="plan" required>
      ${choices.map(
        (key) =>
          html`<option value="${key}">
            ${planNameIn(catalogue, key)}: ${priceNowIn(catalogue, key)}
          </option>`,
      )}
    </select>
    <p class="muted">
      The new plan starts now; its price applies from your next renewal. Nothing is charged or
      credited today. You confirm on the next page.
    </p>
    <button type="submit">Change plan…</button>
  </form>`;
}

function subscriptionCard(
  portalId: string,
  subscription: LocalSubscription,
  catalogue: PortalCatalogue,
): SafeHtml {
  const key = subscription.price_id;
  const name = planNameIn(catalogue, key);
  // What this subscription renews at (its checkout's or last switch's amount); rows from
  // before amounts were kept renew at the plan's price now.
  const cents =
    subscription.amount ?? (isCatalogueKey(key) ? priceCents(catalogue, key) : undefined);
  const isLive = subscription.status !== 'canceled';
  const isPlan = isPaymentPlan(subscription.price_id);
  // In UTC: a page the server writes cannot know the reader's zone.
  const ends = formatLongDate(subscription.current_period_end, 'UTC');
  const action = `${localPortalPath(portalId)}/subscriptions/${subscription.id}/${
    subscription.cancel_at_period_end ? 'renew' : 'cancel'
  }`;
  return html`<section class="panel" aria-label="${name}">
    <div class="row">
      <h2>${name}</h2>
      <span class="badge${subscription.cancel_at_period_end || !isLive ? ' warn' : ''}"
        >${subscription.cancel_at_period_end ? 'Cancels soon' : subscription.status}</span
      >
    </div>
    ${cents === undefined ? '' : html`<p class="muted">${withPeriod(cents, key)}</p>`}
    <p>
      ${subscription.cancel_at_period_end ? `Cancels on ${ends}` : isLive ? `Renews on ${ends}` : 'Cancelled'}
    </p>
    ${isPlan && isLive ? html`<p class="muted">${portalMessages.paymentPlanFixed}</p>` : ''}
    ${isLive && !isPlan && !subscription.cancel_at_period_end ? planForm(portalId, subscription, catalogue) : ''}
    ${
      isLive && !isPlan
        ? html`<form method="post" action="${action}">
            <button type="submit" class="secondary">
              ${subscription.cancel_at_period_end ? 'Renew subscription' : 'Cancel subscription…'}
            </button>
          </form>`
        : ''
    }
  </section>`;
}

export function portalPage(
  portal: PortalView,
  catalogue: PortalCatalogue,
  options: { notice?: string; error?: string } = {},
): string {
  const body = html`<main class="stack">
    <div class="row">
      <div>
        <h1>Billing</h1>
        ${portal.email ? html`<p class="muted">${portal.email}</p>` : ''}
      </div>
      <a href="${portal.returnUrl}">Return to your account</a>
    </div>
    ${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}
    ${
      portal.subscriptions.length > 0
        ? portal.subscriptions.map((subscription) =>
            subscriptionCard(portal.sessionId, subscription, catalogue),
          )
        : html`<section class="panel">
            <h2>No subscription</h2>
            <p class="muted">You have no subscription to manage.</p>
          </section>`
    }
    <section class="panel" aria-labelledby="card-heading">
      <h2 id="card-heading">Payment method</h2>
      <p>
        ${portal.card ? `${portal.card.brand.toUpperCase()} ending in ${portal.card.last4}` : 'No card on file'}
      </p>
      ${options.error ? html`<div class="alert" role="alert">${options.error}</div>` : ''}
      <form method="post" action="${localPortalPath(portal.sessionId)}/payment-method" novalidate>
        <label for="card">New card number</label>
        <input
          id="card"
          name="card_number"
          inputmode="numeric"
          autocomplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          aria-invalid="${options.error ? 'true' : 'false'}"
        />
        <button type="submit">Update card</button>
      </form>
    </section>
  </main>`;
  return page('Billing', body);
}
