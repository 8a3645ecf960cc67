import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/catalogue.ts';
import { messages } from '../../shared/messages.ts';
import { formatDollars } from '../../shared/offers/money.ts';
import { bizBuiltNowOffer, brandFuelPlans } from '../../shared/offers/offer-prices.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { buildApp } from '../app.ts';
import { startAnonymousCheckout } from '../billing/testing/billing-test-fixture.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { testConfig } from '../testing/test-app.ts';

/** The clock the app reads; each test sets the moment it wants. */
let now = new Date('2026-11-23T18:00:00Z');
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false, clock: () => now });
  await app.ready();
});
beforeEach(async () => {
  await database.db.deleteFrom('started_checkouts').execute();
  await configure(defaultSiteSettings);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let version = 100;
async function configure(settings: SiteSettings): Promise<void> {
  version += 1;
  await database.db
    .updateTable('site_settings')
    .set({ version, settings: JSON.stringify(settings) })
    .execute();
}

/** The anonymous checkout function answers errors as `{ error: message }`. */
const errorOf = (response: { json: () => unknown }) => (response.json() as { error: string }).error;

/** What the started checkouts were for and what they charge, oldest first. */
const charged = () =>
  database.db
    .selectFrom('started_checkouts')
    .select(['catalogue_key', 'amount_total'])
    .orderBy('created_at')
    .execute();

describe('/bizbuiltnow launch price', () => {
  it('never ends while the offer rolls (the spec default: now plus 2 days)', async () => {
    now = new Date('2030-01-01T12:00:00Z');
    expect((await startAnonymousCheckout(app, 'bizBuiltNowPackage')).statusCode).toBe(200);
  });

  it('is refused after the fixed end, and the regular price sells', async () => {
    await configure({
      ...defaultSiteSettings,
      offers: {
        ...defaultSiteSettings.offers,
        bizbuiltnowEndMode: 'fixed',
        bizbuiltnowEndDate: '2026-12-01',
      },
    });
    // 11:59:59 PM on December 1 in Chicago (CST, UTC-6): the last second of the offer.
    now = new Date('2026-12-02T05:59:59Z');
    expect((await startAnonymousCheckout(app, 'bizBuiltNowPackage')).statusCode).toBe(200);

    now = new Date('2026-12-02T05:59:59.001Z');
    const launch = await startAnonymousCheckout(app, 'bizBuiltNowPackage');
    expect(launch.statusCode).toBe(409);
    expect(errorOf(launch)).toBe(messages.siteSettings.launchPriceOver);
    expect(messages.siteSettings.launchPriceOver).toContain(
      formatDollars(bizBuiltNowOffer.regularPrice),
    );
    expect((await startAnonymousCheckout(app, 'bizBuiltNowRegular')).statusCode).toBe(200);
    // The payment plan already totals the regular price; the VIP upgrade has no launch price.
    expect((await startAnonymousCheckout(app, 'bizBuiltNowPlan')).statusCode).toBe(200);
    expect((await startAnonymousCheckout(app, 'bizBuiltNowVip')).statusCode).toBe(200);

    expect(await charged()).toEqual([
      { catalogue_key: 'bizBuiltNowPackage', amount_total: bizBuiltNowOffer.price * 100 },
      { catalogue_key: 'bizBuiltNowRegular', amount_total: bizBuiltNowOffer.regularPrice * 100 },
      { catalogue_key: 'bizBuiltNowPlan', amount_total: catalogue.bizBuiltNowPlan.amount },
      { catalogue_key: 'bizBuiltNowVip', amount_total: catalogue.bizBuiltNowVip.amount },
    ]);
  });
});

describe('/brandfuel launch sale (spec default: ends March 17, 2025)', () => {
  const kickstart = brandFuelPlans.find((plan) => plan.productKey === 'brandFuelKickstart')!;

  it('sells Kickstart at the sale price to the end of its last day', async () => {
    // 11:59:59 PM on March 17 in Chicago (CDT, UTC-5).
    now = new Date('2025-03-18T04:59:58Z');
    expect((await startAnonymousCheckout(app, 'brandFuelKickstart')).statusCode).toBe(200);
    expect(await charged()).toEqual([
      { catalogue_key: 'brandFuelKickstart', amount_total: kickstart.price * 100 },
    ]);
  });

  it('refuses the sale price after the end and sells the regular price', async () => {
    now = new Date('2026-11-23T18:00:00Z');
    const sale = await startAnonymousCheckout(app, 'brandFuelKickstart');
    expect(sale.statusCode).toBe(409);
    expect(errorOf(sale)).toBe(messages.siteSettings.brandFuelSaleOver);
    expect(messages.siteSettings.brandFuelSaleOver).toContain(
      formatDollars(kickstart.originalPrice!),
    );
    expect((await startAnonymousCheckout(app, 'brandFuelKickstartRegular')).statusCode).toBe(200);
    expect((await startAnonymousCheckout(app, 'brandFuelPropel')).statusCode).toBe(200);
    expect(await charged()).toEqual([
      { catalogue_key: 'brandFuelKickstartRegular', amount_total: kickstart.originalPrice! * 100 },
      { catalogue_key: 'brandFuelPropel', amount_total: catalogue.brandFuelPropel.amount },
    ]);
  });

  it('follows a sale end the studio moves', async () => {
    now = new Date('2026-11-23T18:00:00Z');
    await configure({
      ...defaultSiteSettings,
      offers: { ...defaultSiteSettings.offers, brandfuelSaleEnd: '2026-11-30' },
    });
    expect((await startAnonymousCheckout(app, 'brandFuelKickstart')).statusCode).toBe(200);
  });
});
