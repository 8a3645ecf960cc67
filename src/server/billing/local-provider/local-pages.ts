import {
  catalogue,
  formatCurrency,
  isCatalogueKey,
  type CatalogueItem,
} from '../../../shared/catalogue.ts';
import { html, htmlDocument, type SafeHtml } from '../../http/html.ts';
import { localPageStyles } from './local-page-styles.ts';
import type { LocalCheckoutSession } from './local-provider-repository.ts';
import { localCheckoutPath } from './local-provider.ts';

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
