import { describe, expect, it } from 'vitest';
import { catalogueKeys, type CatalogueKey } from '../../shared/catalogue.ts';
import { localPriceBook, stripePriceBook } from './price-book.ts';
import { parseStripeConfig, stripePriceEnvName } from './stripe-config.ts';

const prices = Object.fromEntries(catalogueKeys.map((key) => [key, `price_${key}`])) as Record<
  CatalogueKey,
  string
>;

describe('price books', () => {
  it('local: the catalogue key is the price id', () => {
    expect(localPriceBook.priceIdFor('brandKit')).toBe('brandKit');
    expect(localPriceBook.keyFor('brandKit')).toBe('brandKit');
    expect(localPriceBook.keyFor('price_brandKit')).toBeUndefined();
    expect(localPriceBook.keyFor('constructor')).toBeUndefined();
    expect(localPriceBook.keyFor(null)).toBeUndefined();
  });

  it('stripe: configured ids map to keys and back; keys are accepted too', () => {
    const book = stripePriceBook(prices);
    expect(book.priceIdFor('momentum')).toBe('price_momentum');
    expect(book.keyFor('price_momentum')).toBe('momentum');
    expect(book.keyFor('momentum')).toBe('momentum');
    expect(book.keyFor('price_unknown')).toBeUndefined();
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
