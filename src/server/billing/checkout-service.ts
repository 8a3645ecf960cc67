import { amountNow } from '../../shared/catalogue-live.ts';
import { formatCurrency, type CheckoutMode } from '../../shared/catalogue.ts';
import { loadCatalogueItem } from '../catalogue/catalogue-service.ts';
import { AppError } from '../errors.ts';
import { assertCheckoutAllowed } from '../site-settings/sale-rules.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { BillingDependencies } from './billing-services.ts';
import {
  findCustomerForUser,
  findPortalCustomerForUser,
  linkCustomer,
} from './customers-repository.ts';
import type { CreatedCheckoutSession } from './providers/payment-provider.ts';
import { siteAddress } from './return-urls.ts';
import { recordStartedCheckout } from './started-checkouts-repository.ts';

export interface StartCheckoutInput {
  priceId: string;
  mode: CheckoutMode;
  successUrl: string;
  cancelUrl: string;
  /** The signed-in buyer; absent for the offer pages' anonymous checkout. */
  user?: AuthenticatedUser;
  /**
   * The price (cents) the buyer was shown. When the studio has changed it since, nothing
   * starts: the buyer is told the new price instead of being charged one they never saw.
   */
  expectedAmount?: number | undefined;
  /** How the caller named the fields, so errors speak its language. */
  fieldNames: { successUrl: string; cancelUrl: string };
}

const sessionPlaceholder = '{CHECKOUT_SESSION_ID}';

function returnAddress(deps: BillingDependencies, value: string, field: string): string {
  const url = siteAddress(value, deps.returnUrls);
  if (!url) throw AppError.badRequest(`${field} must be an address on this site`);
  // URL serialisation may percent-encode the braces the provider looks for.
  return url.href.replaceAll('%7BCHECKOUT_SESSION_ID%7D', sessionPlaceholder);
}

/** The user's one customer at the provider, created on their first checkout. */
async function customerFor(deps: BillingDependencies, user: AuthenticatedUser): Promise<string> {
  const { provider, db } = deps;
  const existing = await findCustomerForUser(db, { provider: provider.name, userId: user.id });
  if (existing) return existing;
  const created = await provider.createCustomer({ email: user.email, userId: user.id });
  await linkCustomer(db, {
    provider: provider.name,
    providerCustomerId: created,
    email: user.email,
    userId: user.id,
  });
  return created;
}

/**
 * Starts a hosted checkout for one catalogue item. Only what we sell, only in the mode it
 * is sold in, and only returning to this site. Nothing is recorded as bought here: that
 * happens when the provider's signed event arrives.
 */
export async function startCheckout(
  deps: BillingDependencies,
  input: StartCheckoutInput,
): Promise<CreatedCheckoutSession> {
  const key = await deps.priceBook.keyFor(input.priceId);
  if (!key) throw AppError.badRequest(`Invalid price_id: ${input.priceId} is not for sale`);
  const item = await loadCatalogueItem(deps.db, key);
  if (item.mode !== input.mode) {
    const soldAs = item.mode === 'subscription' ? 'a subscription' : 'a one-time payment';
    throw AppError.badRequest(
      `Invalid price_id for mode ${input.mode}: ${input.priceId} is sold as ${soldAs}`,
    );
  }
  const now = deps.clock();
  await assertCheckoutAllowed(deps.db, key, now);
  // The session is priced now and keeps this price however the catalogue changes later.
  const amount = amountNow(item, now);
  if (input.expectedAmount !== undefined && input.expectedAmount !== amount) {
    throw new AppError(
      409,
      'price_changed',
      `The price of ${item.name} is now ${formatCurrency(amount)}. Nothing was charged; check the new price and try again.`,
      { amount },
    );
  }
  const successUrl = returnAddress(deps, input.successUrl, input.fieldNames.successUrl);
  const cancelUrl = returnAddress(deps, input.cancelUrl, input.fieldNames.cancelUrl);
  const buyer = input.user
    ? { userId: input.user.id, customerId: await customerFor(deps, input.user) }
    : undefined;
  const session = await deps.provider.createCheckoutSession({
    catalogueKey: key,
    priceId: await deps.priceBook.priceIdFor(item, amount),
    amount,
    mode: item.mode,
    successUrl,
    cancelUrl,
    ...(buyer ? { buyer } : {}),
  });
  await recordStartedCheckout(deps.db, {
    id: session.id,
    provider: deps.provider.name,
    catalogue_key: key,
    mode: item.mode,
    amount_total: amount,
    currency: item.currency,
    user_id: buyer?.userId ?? null,
  });
  return session;
}

export const noBillingAccountMessage =
  'No billing account found for this user. Buy a product or subscription first.';

/**
 * A billing portal session for the user's customer, returning to /account on the origin
 * the request came from when that is this site (so the browser keeps its session).
 */
export async function openPortal(
  deps: BillingDependencies,
  { user, origin }: { user: AuthenticatedUser; origin: string | undefined },
): Promise<{ url: string }> {
  const customerId = await findPortalCustomerForUser(deps.db, {
    provider: deps.provider.name,
    userId: user.id,
  });
  if (!customerId) throw AppError.notFound(noBillingAccountMessage);
  const base = (origin && siteAddress(`${origin}/account`, deps.returnUrls)) || undefined;
  const returnUrl = base?.href ?? new URL('/account', deps.returnUrls.publicUrl).href;
  return deps.provider.createPortalSession({ customerId, returnUrl });
}
