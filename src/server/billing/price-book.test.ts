import { describe, expect, it } from 'vitest';
import { catalogueKeys, type CatalogueKey } from '../../shared/catalogue.ts';
import { seedItem } from '../../shared/catalogue-live.ts';
import { localPriceBook } from './price-book.ts';
import { parseStripeConfig, stripePriceEnvName } from '../stripe-config.ts';

const prices = Object.fromEntries(catalogueKeys.map((key) => [key, `price_${key}`])) as Record<
  CatalogueKey,
  string
>;

describe('local price book', () => {
  it('the catalogue key is the price id', async () => {
    expect(await localPriceBook.priceIdFor(seedItem('brandKit'), 450_000)).toBe('brandKit');
    expect(await localPriceBook.keyFor('brandKit')).toBe('brandKit');
    expect(await localPriceBook.keyFor('price_brandKit')).toBeUndefined();
    expect(await localPriceBook.keyFor('constructor')).toBeUndefined();
    expect(await localPriceBook.keyFor(null)).toBeUndefined();
  });
});

describe('Stripe configuration', () => {
  const complete = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    ...Object.fromEntries(catalogueKeys.map((key) => [stripePriceEnvName(key), prices[key]])),
  };

  it('names each price variable after its key', () => {
    expect(stripePriceEnvName('brandKit')).toBe('STRIPE_PRICE_BRAND_KIT');
    expect(stripePriceEnvName('completeSignalStack')).toBe('STRIPE_PRICE_COMPLETE_SIGNAL_STACK');
    expect(stripePriceEnvName('spark')).toBe('STRIPE_PRICE_SPARK');
  });

  it('is off without a secret key, whatever else is set', () => {
    expect(parseStripeConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual({
      stripe: undefined,
      problems: [],
    });
  });

  it('reads a complete configuration', () => {
    const { stripe, problems } = parseStripeConfig({
      ...complete,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(problems).toEqual([]);
    expect(stripe?.prices.brandKit).toBe('price_brandKit');
    expect(stripe?.apiUrl?.port).toBe('12111');
  });

  it('reads the portal configuration made by stripe:sync, and refuses a malformed one', () => {
    expect(
      parseStripeConfig({ ...complete, STRIPE_PORTAL_CONFIGURATION: 'bpc_123' }).stripe
        ?.portalConfiguration,
    ).toBe('bpc_123');
    expect(parseStripeConfig(complete).stripe?.portalConfiguration).toBeUndefined();
    expect(
      parseStripeConfig({ ...complete, STRIPE_PORTAL_CONFIGURATION: 'portal' }).problems,
    ).toEqual(['STRIPE_PORTAL_CONFIGURATION: must start with bpc_']);
  });

  it('names every missing or malformed key on its own line', () => {
    const { stripe, problems } = parseStripeConfig({
      ...complete,
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_PRICE_SPARK: 'spark',
      STRIPE_PRICE_MUSE: undefined,
      STRIPE_PRICE_CORE: 'price_momentum',
    });
    expect(stripe).toBeUndefined();
    expect(problems).toEqual([
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_SPARK: must start with price_',
      'STRIPE_PRICE_MUSE: required when STRIPE_SECRET_KEY is set (npm run stripe:sync)',
      'STRIPE_PRICE_*: price_momentum is used for two items',
    ]);
  });
});
