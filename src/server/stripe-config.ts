import { catalogueKeys, type CatalogueKey } from '../shared/catalogue.ts';

/**
 * Stripe settings, read with the rest of the environment (config.ts, which imports no
 * feature, hence this file beside it rather than in billing/). The price of each catalogue item is configured as
 * STRIPE_PRICE_<KEY> (brandKit -> STRIPE_PRICE_BRAND_KIT); `npm run stripe:sync` creates
 * the products and prices in a Stripe account and prints these lines.
 */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: Record<CatalogueKey, string>;
  /** Another API address (stripe-mock, a test server); Stripe's own when unset. */
  apiUrl: URL | undefined;
  /** The portal configuration `npm run stripe:sync` made (plan switches); the default when unset. */
  portalConfiguration: string | undefined;
}

export const stripePortalEnvName = 'STRIPE_PORTAL_CONFIGURATION';

export function stripePriceEnvName(key: CatalogueKey): string {
  return `STRIPE_PRICE_${key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

export interface StripeConfigResult {
  stripe: StripeConfig | undefined;
  /** One line per bad or missing key, in the config error's format. */
  problems: string[];
}

/**
 * Stripe is on when STRIPE_SECRET_KEY is set; then the webhook secret and every price are
 * required, since a purchase nobody can verify or price would fail only at the till.
 */
export function parseStripeConfig(source: NodeJS.ProcessEnv): StripeConfigResult {
  const secretKey = source.STRIPE_SECRET_KEY || undefined;
  if (!secretKey) return { stripe: undefined, problems: [] };
  const problems: string[] = [];
  const webhookSecret = source.STRIPE_WEBHOOK_SECRET || undefined;
  if (!webhookSecret)
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');

  const prices = {} as Record<CatalogueKey, string>;
  for (const key of catalogueKeys) {
    const name = stripePriceEnvName(key);
    const value = source[name];
    if (!value)
      problems.push(`${name}: required when STRIPE_SECRET_KEY is set (npm run stripe:sync)`);
    else if (!value.startsWith('price_')) problems.push(`${name}: must start with price_`);
    else prices[key] = value;
  }
  const duplicates = Object.values(prices).filter((id, index, all) => all.indexOf(id) !== index);
  for (const id of new Set(duplicates))
    problems.push(`STRIPE_PRICE_*: ${id} is used for two items`);

  let apiUrl: URL | undefined;
  if (source.STRIPE_API_URL) {
    try {
      apiUrl = new URL(source.STRIPE_API_URL);
    } catch {
      problems.push('STRIPE_API_URL: must be a URL');
    }
  }
  const portalConfiguration = source[stripePortalEnvName] || undefined;
  if (portalConfiguration && !portalConfiguration.startsWith('bpc_'))
    problems.push(`${stripePortalEnvName}: must start with bpc_`);
  if (problems.length > 0 || !webhookSecret) return { stripe: undefined, problems };
  return {
    stripe: { secretKey, webhookSecret, prices, apiUrl, portalConfiguration },
    problems,
  };
}
