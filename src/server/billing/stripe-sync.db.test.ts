import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue, catalogueKeys } from '../../shared/catalogue.ts';
import { loadCatalogue, seedStoredCatalogue } from '../catalogue/catalogue-service.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { StoredPrices } from './stripe-sync-stored.ts';
import { runStripeSync } from './stripe-sync.ts';
import {
  startFakeStripeServer,
  type FakeStripeServer,
} from '../testing/billing/fake-stripe-server.ts';

/** A Stripe account in memory: products by id, prices by lookup key. */
const products = new Map<
  string,
  { id: string; name: string; description: string; active: boolean }
>();
const prices = new Map<string, Record<string, unknown>>();
let priceCounter = 0;
/** Portal configurations by id, rebuilt from the form fields the SDK posts. */
const portalConfigurations = new Map<string, Record<string, unknown>>();

function portalConfigurationFrom(id: string, body: Record<string, string>) {
  const update = 'features[subscription_update]';
  const products: { product: string; prices: string[] }[] = [];
  for (let index = 0; body[`${update}[products][${index}][product]`]; index += 1) {
    products.push({
      product: body[`${update}[products][${index}][product]`]!,
      prices: [body[`${update}[products][${index}][prices][0]`]!],
    });
  }
  return {
    id,
    object: 'billing_portal.configuration',
    active: true,
    metadata: { studio_catalogue: 'true' },
    features: {
      subscription_update: {
        enabled: body[`${update}[enabled]`] === 'true',
        proration_behavior: body[`${update}[proration_behavior]`],
        default_allowed_updates: [body[`${update}[default_allowed_updates][0]`]],
        products,
      },
      subscription_cancel: { mode: body['features[subscription_cancel][mode]'] },
    },
  };
}

let fake: FakeStripeServer;
beforeAll(async () => {
  fake = await startFakeStripeServer([
    (request) => {
      const match = /^\/v1\/products\/(.+)$/.exec(request.path);
      if (!match || request.method !== 'GET') return undefined;
      const product = products.get(match[1]!);
      return product
        ? { body: { object: 'product', ...product } }
        : {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such product',
              },
            },
          };
    },
    (request) => {
      const match = /^\/v1\/products\/(.+)$/.exec(request.path);
      const product = match && products.get(match[1]!);
      if (request.method !== 'POST' || !product) return undefined;
      Object.assign(product, { name: request.body.name, description: request.body.description });
      return { body: { object: 'product', ...product } };
    },
    (request) => {
      if (request.method !== 'POST' || request.path !== '/v1/products') return undefined;
      const product = {
        id: request.body.id!,
        name: request.body.name!,
        description: request.body.description!,
        active: true,
      };
      products.set(product.id, product);
      return { body: { object: 'product', ...product } };
    },
    (request) => {
      if (request.method !== 'GET' || request.path !== '/v1/prices') return undefined;
      const price = prices.get(request.query['lookup_keys[0]'] ?? '');
      return { body: { object: 'list', has_more: false, data: price ? [price] : [] } };
    },
    (request) => {
      if (request.method !== 'POST' || request.path !== '/v1/prices') return undefined;
      priceCounter += 1;
      const body = request.body;
      const price = {
        id: `price_${priceCounter}`,
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        lookup_key: body.lookup_key,
        recurring: body['recurring[interval]']
          ? {
              interval: body['recurring[interval]'],
              interval_count: Number(body['recurring[interval_count]']),
            }
          : null,
      };
      prices.set(body.lookup_key!, price);
      return { body: price };
    },
    (request) =>
      request.method === 'POST' && request.path.startsWith('/v1/prices/')
        ? { body: { object: 'price' } }
        : undefined,
    (request) =>
      request.method === 'GET' && request.path === '/v1/billing_portal/configurations'
        ? { body: { object: 'list', has_more: false, data: [...portalConfigurations.values()] } }
        : undefined,
    (request) => {
      const match = /^\/v1\/billing_portal\/configurations(?:\/(.+))?$/.exec(request.path);
      if (request.method !== 'POST' || !match) return undefined;
      const id = match[1] ?? `bpc_${portalConfigurations.size + 1}`;
      const configuration = portalConfigurationFrom(id, request.body);
      portalConfigurations.set(id, configuration);
      return { body: configuration };
    },
  ]);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** Before the first start there is no database: the seed catalogue is synced. */
const noDatabase = async () => undefined;

async function sync(database?: Database): Promise<string[]> {
  const lines: string[] = [];
  const withCatalogue = database
    ? async <T>(run: (stored: StoredPrices) => Promise<T>) =>
        run({ db: database.db, items: (await loadCatalogue(database.db)).items })
    : noDatabase;
  const code = await runStripeSync(
    { STRIPE_SECRET_KEY: 'sk_test_sync', STRIPE_API_URL: fake.url },
    (line) => lines.push(line),
    withCatalogue,
  );
  expect(code).toBe(0);
  return lines;
}

describe('npm run stripe:sync', () => {
  it('creates a product and a price per item and prints the lines to configure', async () => {
    const lines = await sync();
    expect(products.size).toBe(catalogueKeys.length);
    expect(lines).toContain('STRIPE_PRICE_BRAND_KIT=price_2  # created');
    expect(lines).toContain('STRIPE_PORTAL_CONFIGURATION=bpc_1  # created');
    const muse = prices.get('studio_muse');
    expect(muse).toMatchObject({
      unit_amount: catalogue.muse.amount,
      recurring: { interval: 'month', interval_count: 3 },
    });
    expect(prices.get('studio_spark')).toMatchObject({ unit_amount: 150_000, recurring: null });
  });

  it('configures the portal to switch between the subscription plans (not a payment plan), with no proration', async () => {
    const configuration = portalConfigurations.get('bpc_1') as {
      features: {
        subscription_update: { products: { product: string }[]; proration_behavior: string };
        subscription_cancel: { mode: string };
      };
    };
    expect(configuration.features.subscription_update.proration_behavior).toBe('none');
    expect(configuration.features.subscription_cancel.mode).toBe('at_period_end');
    expect(
      configuration.features.subscription_update.products.map((plan) => plan.product).sort(),
    ).toEqual(
      catalogueKeys
        .filter((key) => catalogue[key].mode === 'subscription' && !catalogue[key].installments)
        .map((key) => `studio_${key}`)
        .sort(),
    );
  });

  it('changes nothing when run again', async () => {
    const lines = await sync();
    // Every price, and the portal configuration.
    expect(lines.filter((line) => line.endsWith('# kept'))).toHaveLength(catalogueKeys.length + 1);
    expect(fake.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('replaces a price whose amount changed, moving its lookup key', async () => {
    prices.set('studio_core', { ...prices.get('studio_core'), unit_amount: 1 });
    const lines = await sync();
    expect(lines.find((line) => line.startsWith('STRIPE_PRICE_CORE='))).toMatch(/# created$/);
    const created = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/prices',
    );
    expect(created?.body).toMatchObject({
      lookup_key: 'studio_core',
      transfer_lookup_key: 'true',
      unit_amount: '850000',
    });
  });

  it('syncs the catalogue the studio edited: its names, and a new Stripe price for a changed amount that the server finds', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await seedStoredCatalogue(db);
      await db
        .updateTable('catalogue_items')
        .set({ amount: 160_050, name: 'SPARK™ Intensive', description: 'Two hours, not one.' })
        .where('key', '=', 'spark')
        .execute();
      const seedSpark = prices.get('studio_spark')!.id;

      const lines = await sync(database);
      expect(products.get('studio_spark')).toMatchObject({
        name: 'SPARK™ Intensive',
        description: 'Two hours, not one.',
      });
      const created = fake.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/prices',
      );
      // Only the changed amount: the seed prices match, and Stripe prices never change amount.
      expect(created.map((request) => request.body)).toEqual([
        expect.objectContaining({
          product: 'studio_spark',
          unit_amount: '160050',
          'metadata[catalogue_key]': 'spark',
        }),
      ]);
      expect(created[0]?.body.lookup_key).toBeUndefined();
      const made = await db
        .selectFrom('catalogue_provider_prices')
        .select(['provider', 'item_key', 'amount', 'price_id'])
        .execute();
      expect(made).toEqual([
        { provider: 'stripe', item_key: 'spark', amount: 160_050, price_id: expect.any(String) },
      ]);
      // The environment keeps the seed price; the changed one is said, and lives in the database.
      expect(lines).toContain(`STRIPE_PRICE_SPARK=${seedSpark}  # kept`);
      expect(lines).toContain(`#   spark at $1,600.50: ${made[0]!.price_id} (created)`);

      fake.requests.length = 0;
      const again = await sync(database);
      expect(fake.requests.filter((request) => request.method === 'POST')).toEqual([]);
      expect(again).toContain(`#   spark at $1,600.50: ${made[0]!.price_id} (kept)`);
    } finally {
      await database.close();
    }
  });

  it('refuses to run without a secret key', async () => {
    const lines: string[] = [];
    expect(await runStripeSync({}, (line) => lines.push(line), noDatabase)).toBe(2);
    expect(lines[0]).toMatch(/STRIPE_SECRET_KEY/);
  });
});
