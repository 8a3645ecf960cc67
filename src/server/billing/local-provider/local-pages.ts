import {
  catalogue,
  formatCurrency,
  isCatalogueKey,
  type CatalogueItem,
} from '../../../shared/catalogue.ts';
import { html, htmlDocument, type SafeHtml } from '../../http/html.ts';
import { formatLongDate } from '../../../shared/billing/subscription-display.ts';
import { localPageStyles } from './local-page-styles.ts';
import type { LocalCheckoutSession, LocalSubscription } from './local-provider-repository.ts';
import {
  isPaymentPlan,
  portalMessages,
  switchablePlanKeys,
  type PortalView,
} from './local-portal-actions.ts';
import { localCheckoutPath, localPortalPath } from './local-provider.ts';

export function page(title: string, body: SafeHtml): string {
  return htmlDocument(
    title,
    localPageStyles,
    html`<div class="page">
      <div class="topline">
        <span class="merchant">Signal Studio</span><span class="test">Test mode</span>
      </div>
      ${body}
    </div>`,
  );
}

export function billingPeriod(priceId: string): string {
  if (!isCatalogueKey(priceId)) return '';
  const count = catalogue[priceId].interval?.count;
  if (count === undefined) return '';
  return count === 1 ? 'per month' : `every ${count} months`;
}

export interface CheckoutForm {
  email?: string | undefined;
  cardNumber?: string | undefined;
  error?: { field: 'email' | 'card'; message: string } | undefined;
}

export function checkoutPage(
  session: LocalCheckoutSession,
  customerEmail: string | null,
  form: CheckoutForm = {},
  /** The item as the studio's catalogue names it now; the seed's words without it. */
  stored?: Pick<CatalogueItem, 'name' | 'description'>,
): string {
  const item =
    stored ?? (isCatalogueKey(session.price_id) ? catalogue[session.price_id] : undefined);
  const name = item?.name ?? session.price_id;
  const amount = formatCurrency(session.amount_total, session.currency);
  const period = billingPeriod(session.price_id);
  const invalid = (field: 'email' | 'card') => (form.error?.field === field ? 'true' : 'false');
  const errorFor = (field: 'email' | 'card') =>
    form.error?.field === field
      ? html`<p id="${field}-error" class="field-error" role="alert">${form.error.message}</p>`
      : '';
  const emailField = customerEmail
    ? html`<p class="muted small">Paying as <strong>${customerEmail}</strong></p>`
    : html`<label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          value="${form.email ?? ''}"
          aria-invalid="${invalid('email')}"
          aria-describedby="email-error"
        />
        ${errorFor('email')}`;
  const body = html`<main class="grid">
    <section class="panel" aria-labelledby="item-name">
      <p class="muted small">${session.mode === 'subscription' ? 'Subscribe to' : 'Pay for'}</p>
      <h1 id="item-name">${name}</h1>
      <p class="amount">${amount}${period ? html` <span>${period}</span>` : ''}</p>
      ${item ? html`<p class="muted">${item.description}</p>` : ''}
    </section>
    <section class="panel" aria-labelledby="pay-heading">
      <h2 id="pay-heading">Pay with card</h2>
      <form method="post" action="${localCheckoutPath(session.id)}/pay" novalidate>
        ${emailField}
        <label for="card">Card number</label>
        <input
          id="card"
          name="card_number"
          inputmode="numeric"
          autocomplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          value="${form.cardNumber ?? ''}"
          aria-invalid="${invalid('card')}"
          aria-describedby="card-help card-error"
        />
        ${errorFor('card')}
        <button type="submit">
          ${session.mode === 'subscription' ? `Subscribe for ${amount}` : `Pay ${amount}`}
        </button>
      </form>
      <p id="card-help" class="hint">
        Test cards: <code>4242 4242 4242 4242</code> pays, <code>4000 0000 0000 0002</code> is
        declined. No real card is charged.
      </p>
      <a class="cancel" href="${session.cancel_url}">Cancel and return</a>
    </section>
  </main>`;
  return page(`Checkout: ${name}`, body);
}

export function messagePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  return page(
    title,
    html`<main class="panel">
      <h1>${title}</h1>
      <p class="muted">${message}</p>
      ${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ''}
    </main>`,
  );
}

/** Change plan: the other subscription plans of the catalogue, with their prices. */
function planForm(portalId: string, subscription: LocalSubscription): SafeHtml {
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
            ${catalogue[key].name}: ${formatCurrency(catalogue[key].amount)} ${billingPeriod(key)}
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

function subscriptionCard(portalId: string, subscription: LocalSubscription): SafeHtml {
  const item = isCatalogueKey(subscription.price_id) ? catalogue[subscription.price_id] : undefined;
  const isLive = subscription.status !== 'canceled';
  const isPlan = isPaymentPlan(subscription.price_id);
  // In UTC: a page the server writes cannot know the reader's zone.
  const ends = formatLongDate(subscription.current_period_end, 'UTC');
  const action = `${localPortalPath(portalId)}/subscriptions/${subscription.id}/${
    subscription.cancel_at_period_end ? 'renew' : 'cancel'
  }`;
  return html`<section class="panel" aria-label="${item?.name ?? 'Subscription'}">
    <div class="row">
      <h2>${item?.name ?? subscription.price_id}</h2>
      <span class="badge${subscription.cancel_at_period_end || !isLive ? ' warn' : ''}"
        >${subscription.cancel_at_period_end ? 'Cancels soon' : subscription.status}</span
      >
    </div>
    ${item ? html`<p class="muted">${formatCurrency(item.amount)} ${billingPeriod(subscription.price_id)}</p>` : ''}
    <p>
      ${subscription.cancel_at_period_end ? `Cancels on ${ends}` : isLive ? `Renews on ${ends}` : 'Cancelled'}
    </p>
    ${isPlan && isLive ? html`<p class="muted">${portalMessages.paymentPlanFixed}</p>` : ''}
    ${isLive && !isPlan && !subscription.cancel_at_period_end ? planForm(portalId, subscription) : ''}
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
            subscriptionCard(portal.sessionId, subscription),
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
