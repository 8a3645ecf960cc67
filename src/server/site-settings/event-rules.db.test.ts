import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { publicAnonKey } from '../../shared/offers/anonymous-checkout.ts';
import { waitlistLeadMessages } from '../../shared/offers/waitlist.ts';
import type { PublicSiteState, SiteSettings } from '../../shared/schemas/site-settings.ts';
import { defaultSiteSettings } from '../../shared/site-settings/defaults.ts';
import { startAnonymousCheckout } from '../testing/billing/billing-test-fixture.ts';
import { errorOf, useSettingsTestApp } from '../testing/settings-test-app.ts';

const site = useSettingsTestApp({ startsAt: '2026-11-23T18:00:00Z', clears: ['leads'] });
/** A summit on Friday, June 4, 2027 with its early-bird window to May 14. */
const nextEdition: SiteSettings = {
  ...defaultSiteSettings,
  summit: { ...defaultSiteSettings.summit, date: '2027-06-04', earlyBirdDeadline: '2027-05-14' },
  webinar: {
    ...defaultSiteSettings.webinar,
    sessions: defaultSiteSettings.webinar.sessions.map((session, index) => ({
      ...session,
      date: `2027-05-0${index + 1}`,
    })),
  },
};

const register = () =>
  site.app.inject({
    method: 'POST',
    url: '/api/webinar-registrations',
    payload: { name: 'Ada', email: 'ada@example.com' },
  });
const siteState = async () =>
  (await site.app.inject({ method: 'GET', url: '/api/site-settings' })).json<PublicSiteState>();

describe('past events with the spec values on 2026-11-23', () => {
  it('says the summit and the series are over', async () => {
    const state = await siteState();
    expect(state.summit).toEqual({ isOver: true, isOnSale: false, isEarlyBird: false });
    expect(state.webinar).toEqual({ isOver: true, sessionsOver: 5 });
    // The BrandFuel sale ended March 17, 2025; BizBuiltNow has no end date by default.
    expect(state.offers).toEqual({ brandFuelSaleIsOver: true, bizBuiltNowLaunch: 'none' });
    expect(state.settings).toEqual(defaultSiteSettings);
  });

  it('refuses every summit checkout with a clear message', async () => {
    for (const key of ['sparkSummit', 'sparkSummitGeneral', 'sparkSummitUpgrade']) {
      const response = await startAnonymousCheckout(site.app, key);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toBe(messages.siteSettings.summitOver);
    }
    expect(
      await site.database.db.selectFrom('local_billing_checkout_sessions').selectAll().execute(),
    ).toEqual([]);
  });

  it('closes webinar registration, JSON and plain form alike', async () => {
    const response = await register();
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(messages.siteSettings.webinarOver);
    const form = await site.app.inject({
      method: 'POST',
      url: '/forms/webinar-registration',
      headers: {
        host: 'studio.example',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://studio.example',
      },
      payload: 'name=Ada&email=ada%40example.com&returnTo=%2Fwebinar-series',
    });
    expect(form.statusCode).toBe(409);
    expect(form.body).toContain(messages.siteSettings.webinarOver);
    expect(await site.database.db.selectFrom('leads').selectAll().execute()).toEqual([]);
  });

  it('keeps one waitlist lead per e-mail and event, naming the event', async () => {
    const join = (email: string, event: string) =>
      site.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { name: 'Ada', email, event },
      });
    expect((await join('ada@example.com', 'spark-summit')).statusCode).toBe(201);
    expect((await join('ADA@example.com', 'spark-summit')).statusCode).toBe(200);
    expect((await join('ada@example.com', 'webinar-series')).statusCode).toBe(201);
    expect((await join('ada@example.com', 'unknown')).statusCode).toBe(400);
    const leads = await site.database.db
      .selectFrom('leads')
      .select(['email', 'message', 'source'])
      .orderBy('message')
      .execute();
    expect(leads).toEqual([
      {
        email: 'ada@example.com',
        message: waitlistLeadMessages['webinar-series'],
        source: 'waitlist',
      },
      {
        email: 'ada@example.com',
        message: waitlistLeadMessages['spark-summit'],
        source: 'waitlist',
      },
    ]);
  });
});

describe('a future edition', () => {
  beforeEach(() => site.configure(nextEdition));

  it('sells the early-bird seat and registers for the webinar before the deadline', async () => {
    site.setNow('2027-04-01T12:00:00Z');
    expect((await startAnonymousCheckout(site.app, 'sparkSummit')).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(201);
    expect((await siteState()).summit).toEqual({
      isOver: false,
      isOnSale: true,
      isEarlyBird: true,
    });
  });

  it('refuses the early-bird price after its deadline day and sells General Admission', async () => {
    // 12:30 AM on May 15 in Chicago: the deadline day is over there.
    site.setNow('2027-05-15T05:30:00Z');
    const earlyBird = await startAnonymousCheckout(site.app, 'sparkSummit');
    expect(earlyBird.statusCode).toBe(409);
    expect(errorOf(earlyBird)).toBe(messages.siteSettings.earlyBirdOver);
    expect((await startAnonymousCheckout(site.app, 'sparkSummitGeneral')).statusCode).toBe(200);
  });

  it('stops selling when the studio closes ticket sales', async () => {
    site.setNow('2027-04-01T12:00:00Z');
    await site.configure({
      ...nextEdition,
      summit: { ...nextEdition.summit, ticketSalesOpen: false },
    });
    const response = await startAnonymousCheckout(site.app, 'sparkSummitGeneral');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(messages.siteSettings.ticketSalesClosed);
  });

  it('refuses membership checkout while applications are closed', async () => {
    await site.configure({
      ...nextEdition,
      membership: { ...nextEdition.membership, applicationsOpen: false },
    });
    const response = await site.app.inject({
      method: 'POST',
      url: '/functions/v1/anonymous-checkout',
      headers: { authorization: `Bearer ${publicAnonKey}` },
      payload: {
        price_id: 'muse',
        mode: 'subscription',
        success_url: 'http://localhost:3000/checkout/success',
        cancel_url: 'http://localhost:3000/muse',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(messages.siteSettings.membershipClosed);
  });

  it('puts the configured date and time in the session calendar file', async () => {
    const response = await site.app.inject({
      method: 'GET',
      url: '/api/webinar-sessions/sop-from-a-loom/calendar.ics',
    });
    expect(response.statusCode).toBe(200);
    // Session 2 on May 2, 2027 at 12:00 PM in Chicago (CDT) is 17:00 UTC.
    expect(response.body).toContain('DTSTART:20270502T170000Z');
    expect(response.body).toContain('DTEND:20270502T173000Z');
  });
});
