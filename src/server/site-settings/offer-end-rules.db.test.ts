import { describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/catalogue.ts';
import { messages } from '../../shared/messages.ts';
import { formatDollars } from '../../shared/offers/money.ts';
import { catalogueDollars } from '../../shared/catalogue-prices.ts';
import { bizBuiltNowOfferAt, brandFuelPlansAt } from '../../shared/offers/offer-prices.ts';

import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { startAnonymousCheckout } from '../testing/billing/billing-test-fixture.ts';
import { errorOf, useSettingsTestApp } from '../testing/settings-test-app.ts';

const bizBuiltNowOffer = bizBuiltNowOfferAt(catalogueDollars);
const brandFuelPlans = brandFuelPlansAt(catalogueDollars);

const site = useSettingsTestApp({
  startsAt: '2026-11-23T18:00:00Z',
  clears: ['started_checkouts'],
});

/** What the started checkouts were for and what they charge, oldest first. */
const charged = () =>
  site.database.db
    .selectFrom('started_checkouts')
    .select(['catalogue_key', 'amount_total'])
    .orderBy('created_at')
    .execute();

describe('/bizbuiltnow launch price', () => {
  it('never ends while the offer rolls (the spec default: now plus 2 days)', async () => {
    site.setNow('2030-01-01T12:00:00Z');
    expect((await startAnonymousCheckout(site.app, 'bizBuiltNowPackage')).statusCode).toBe(200);
  });

  it('is refused after the fixed end, and the regular price sells', async () => {
    await site.configure({
      ...defaultSiteSettings,
      offers: {
        ...defaultSiteSettings.offers,
        bizbuiltnowEndMode: 'fixed',
        bizbuiltnowEndDate: '2026-12-01',
      },
    });
    // 11:59:59 PM on December 1 in Chicago (CST, UTC-6): the last second of the offer.
    site.setNow('2026-12-02T05:59:59Z');
    expect((await startAnonymousCheckout(site.app, 'bizBuiltNowPackage')).statusCode).toBe(200);

    site.setNow('2026-12-02T05:59:59.001Z');
    const launch = await startAnonymousCheckout(site.app, 'bizBuiltNowPackage');
    expect(launch.statusCode).toBe(409);
    expect(errorOf(launch)).toBe(messages.siteSettings.launchPriceOver);
    expect(messages.siteSettings.launchPriceOver).toContain(
      formatDollars(bizBuiltNowOffer.regularPrice),
    );
    expect((await startAnonymousCheckout(site.app, 'bizBuiltNowRegular')).statusCode).toBe(200);
    // The payment plan already totals the regular price; the VIP upgrade has no launch price.
    expect((await startAnonymousCheckout(site.app, 'bizBuiltNowPlan')).statusCode).toBe(200);
    expect((await startAnonymousCheckout(site.app, 'bizBuiltNowVip')).statusCode).toBe(200);

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
    site.setNow('2025-03-18T04:59:58Z');
    expect((await startAnonymousCheckout(site.app, 'brandFuelKickstart')).statusCode).toBe(200);
    expect(await charged()).toEqual([
      { catalogue_key: 'brandFuelKickstart', amount_total: kickstart.price * 100 },
    ]);
  });

  it('refuses the sale price after the end and sells the regular price', async () => {
    site.setNow('2026-11-23T18:00:00Z');
    const sale = await startAnonymousCheckout(site.app, 'brandFuelKickstart');
    expect(sale.statusCode).toBe(409);
    expect(errorOf(sale)).toBe(messages.siteSettings.brandFuelSaleOver);
    expect(messages.siteSettings.brandFuelSaleOver).toContain(
      formatDollars(kickstart.originalPrice!),
    );
    expect((await startAnonymousCheckout(site.app, 'brandFuelKickstartRegular')).statusCode).toBe(
      200,
    );
    expect((await startAnonymousCheckout(site.app, 'brandFuelPropel')).statusCode).toBe(200);
    expect(await charged()).toEqual([
      { catalogue_key: 'brandFuelKickstartRegular', amount_total: kickstart.originalPrice! * 100 },
      { catalogue_key: 'brandFuelPropel', amount_total: catalogue.brandFuelPropel.amount },
    ]);
  });

  it('follows a sale end the studio moves', async () => {
    site.setNow('2026-11-23T18:00:00Z');
    await site.configure({
      ...defaultSiteSettings,
      offers: { ...defaultSiteSettings.offers, brandfuelSaleEnd: '2026-11-30' },
    });
    expect((await startAnonymousCheckout(site.app, 'brandFuelKickstart')).statusCode).toBe(200);
  });
});
