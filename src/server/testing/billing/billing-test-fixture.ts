import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { publicAnonKey } from '../../../shared/offers/anonymous-checkout.ts';
import type { CatalogueKey } from '../../../shared/catalogue.ts';
import { catalogue } from '../../../shared/catalogue.ts';
import { signUpAccount, type TestAccount } from '../test-accounts.ts';
import type { Database } from '../../db/database.ts';
import { signatureHeader } from '../../billing/webhook-signature.ts';

export type { TestAccount };
export { signUpAccount };

/** The test config's public URL: return addresses must be on it. */
export const site = 'http://localhost:3000';
export const successUrl = `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;
export const cancelUrl = `${site}/checkout/cancel`;
export const testWebhookSecret = 'whsec_test';
export const testCard = '4242 4242 4242 4242';
export const declinedCard = '4000 0000 0000 0002';

let addressCounter = 0;
/** A fresh client address, so the anonymous checkout rate limit never spans tests. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.88.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export async function startSignedInCheckout(
  app: FastifyInstance,
  account: TestAccount | null,
  key: CatalogueKey,
  overrides: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/functions/v1/create-checkout',
    headers: account ? account.headers : {},
    payload: { priceId: key, mode: catalogue[key].mode, successUrl, cancelUrl, ...overrides },
  });
}

export async function startAnonymousCheckout(
  app: FastifyInstance,
  key: string,
  options: {
    overrides?: Record<string, unknown>;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const mode = key in catalogue ? catalogue[key as CatalogueKey].mode : 'payment';
  return app.inject({
    method: 'POST',
    url: '/functions/v1/anonymous-checkout',
    headers: options.headers ?? { authorization: `Bearer ${publicAnonKey}` },
    remoteAddress: options.remoteAddress ?? freshAddress(),
    payload: {
      price_id: key,
      mode,
      success_url: successUrl,
      cancel_url: cancelUrl,
      ...options.overrides,
    },
  });
}

/** The path of a local hosted page from the absolute URL a function answered. */
export const pathOf = (url: string) => new URL(url).pathname;

export async function payLocalCheckout(
  app: FastifyInstance,
  checkoutUrl: string,
  form: { card?: string; email?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams({ card_number: form.card ?? testCard });
  if (form.email !== undefined) body.set('email', form.email);
  return app.inject({
    method: 'POST',
    url: `${pathOf(checkoutUrl)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}

/** Signed-in checkout of one item, paid with the test card; returns the session id. */
export async function buy(
  app: FastifyInstance,
  account: TestAccount,
  key: CatalogueKey,
): Promise<string> {
  const started = await startSignedInCheckout(app, account, key);
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
  const { url, sessionId } = started.json<{ url: string; sessionId: string }>();
  const paid = await payLocalCheckout(app, url);
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return sessionId;
}

export async function postWebhook(
  app: FastifyInstance,
  payload: string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ??
        signatureHeader(payload, options.secret ?? testWebhookSecret, options.timestamp));
  return app.inject({
    method: 'POST',
    url: '/functions/v1/stripe-webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

/** The local provider's sent events, oldest first, as the exact bytes it signed. */
export async function sentEvents(database: Database): Promise<{ type: string; payload: string }[]> {
  return database.db
    .selectFrom('local_billing_events')
    .select(['type', 'payload'])
    .orderBy('sequence')
    .execute();
}

/** Forgets everything the app learnt from events, as if they had never arrived. */
export async function forgetBillingRecords(database: Database): Promise<void> {
  for (const table of [
    'webhook_events',
    'user_products',
    'orders',
    'subscriptions',
    'billing_customers',
  ] as const) {
    await database.db.deleteFrom(table).execute();
  }
}

export function get(app: FastifyInstance, account: TestAccount | null, url: string) {
  return app.inject({ method: 'GET', url, headers: account ? account.headers : {} });
}
