import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { publicAnonKey } from '../../src/shared/offers/anonymous-checkout.ts';
import type { VersionedSiteSettings } from '../../src/shared/schemas/site-settings.ts';
import { saveScreenshot } from '../support/browser.ts';
import { fetchRawPage } from '../support/raw-html.ts';
import { launchBrowser } from '../support/browser.ts';
import { passwordToken, startServerWithAdmins } from '../support/confirmed-admins.ts';
import { type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

const adminEmail = 'clock-admin@studio.dev';
let server: RunningServer;
let browser: Browser;
let adminToken: string;

// The real clock (today is after June 2025) with the spec's values: both events are over.
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerWithAdmins({ admins: [adminEmail] }),
    launchBrowser(),
  ]);
  adminToken = await passwordToken(server.url, adminEmail);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

const adminFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
  });

function anonymousCheckout(priceId: string) {
  return fetch(`${server.url}/functions/v1/anonymous-checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${publicAnonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      price_id: priceId,
      mode: 'payment',
      success_url: `${server.url}/checkout/success`,
      cancel_url: `${server.url}/spark-summit`,
    }),
  });
}

describe('events in the past', () => {
  it('closes the summit: no buy button, a waitlist that keeps a lead, checkout refused', async () => {
    const { page, problems } = await visit(browser, `${server.url}/spark-summit`, {
      viewport: 'phone',
    });
    const waitlist = page.getByRole('region', { name: 'This edition has taken place.' });
    await expect.poll(() => waitlist.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reserve Your Seat' }).count()).toBe(0);
    expect(await page.getByText(messages.siteSettings.summitOver).first().isVisible()).toBe(true);
    // No early-bird promise for an edition that is over.
    expect(await page.locator('main').innerText()).not.toContain('then General Admission');
    // A recap: no ticket tiers, no calendar button, no warm-up series to join.
    expect(await page.locator('#tickets').count()).toBe(0);
    expect(await page.getByText('Add to calendar').count()).toBe(0);
    expect(await page.getByText('Join the free webinars').count()).toBe(0);
    expect(await page.locator('#agenda').isVisible()).toBe(true);
    // The raw HTML (no JavaScript, link previews) says the same.
    const raw = (await fetchRawPage(`${server.url}/spark-summit`)).html;
    for (const gone of ['Reserve Your Seat', 'Add to calendar', 'Pick your seat', '$499']) {
      expect(raw).not.toContain(gone);
    }
    expect(raw).toContain('This edition has taken place.');
    await waitlist.getByLabel('Name').fill('Wren Waiting');
    await waitlist.getByLabel('Email').fill('wren@example.com');
    await saveScreenshot(page, 'summit-over-phone');
    await waitlist.getByRole('button', { name: 'Tell me about the next one' }).click();
    await expect
      .poll(() => waitlist.getByText(messages.siteSettings.waitlistJoined).isVisible())
      .toBe(true);
    expect(await problems.list()).toEqual([]);

    const leads = (await (await adminFetch('/api/admin/leads?q=wren')).json()) as {
      leads: { source: string; message: string }[];
    };
    expect(leads.leads).toEqual([
      expect.objectContaining({
        source: 'waitlist',
        message: 'Waitlist for the next Spark Summit edition',
      }),
    ]);

    const refused = await anonymousCheckout('sparkSummit');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      messages.siteSettings.summitOver,
    );
  });

  it('closes webinar registration and offers the waitlist instead', async () => {
    const { page } = await visit(browser, `${server.url}/webinar-series`);
    await expect
      .poll(() => page.getByText(messages.siteSettings.webinarOver, { exact: false }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Reserve My Spot' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tell me about the next one' }).isVisible()).toBe(
      true,
    );
    // Every session is a record now: nothing to join, add to a calendar or download.
    const sessions = await page.locator('#sessions').innerText();
    expect(sessions).not.toMatch(/Join the meeting|Add to calendar|Download \.ics|calendar now/);
    expect(sessions).toContain('Took place');
    // The body, not the settings' JSON in the head (which still holds the meeting links).
    const raw = (await fetchRawPage(`${server.url}/webinar-series`)).html.split('</head>')[1];
    expect(raw).not.toMatch(/meet\.google\.com|calendar\.google\.com|\.ics"|Reserve My Spot/);
    expect(raw).toContain('Tell me about the next one');
    // The hero's first fact says when the series ended instead of when it starts.
    const heroFacts = page.getByRole('region', { name: /Smarter in 30/ }).locator('dl');
    expect(await heroFacts.innerText()).toMatch(/ENDED\s+Friday, May 30/i);
    // Not this year's May 30: the year is written out.
    expect(await heroFacts.innerText()).toMatch(/ENDED\s+Friday, May 30, 2025/i);
    await saveScreenshot(page, 'webinar-over-desktop');
  });
});

describe('pages that mention the events once they are over', () => {
  it('/static no longer promotes the summit or the series', async () => {
    const { page } = await visit(browser, `${server.url}/static`);
    const promo = page.getByRole('link', { name: /Spark Summit/ });
    expect(await promo.innerText()).toMatch(/took place on Thursday, June 5, 2025/);
    expect(await promo.innerText()).toContain('Tell me about the next one');
    expect(await page.getByText('See the summit').count()).toBe(0);
    expect(await page.locator('main a[href="/webinar-series"]').count()).toBe(0);
    const raw = (await fetchRawPage(`${server.url}/static`)).html;
    expect(raw).not.toContain('See the summit');
    expect(raw).toContain('took place on Thursday, June 5, 2025');
  });
});

describe('an offer whose launch sale has ended (/brandfuel, March 17, 2025)', () => {
  it('shows and sells Kickstart at its regular price, and refuses the sale price', async () => {
    const { page, problems } = await visit(browser, `${server.url}/brandfuel`);
    const kickstart = page.getByRole('button', { name: 'Start Kickstart' });
    await expect
      .poll(() => kickstart.getAttribute('data-product'))
      .toBe('brandFuelKickstartRegular');
    const card = page.getByRole('listitem').filter({ has: kickstart });
    expect(await card.innerText()).toContain('$495');
    expect(await card.innerText()).not.toContain('$295');
    expect(await problems.list()).toEqual([]);

    const refused = await anonymousCheckout('brandFuelKickstart');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      messages.siteSettings.brandFuelSaleOver,
    );
    expect((await anonymousCheckout('brandFuelKickstartRegular')).status).toBe(200);
  });
});

describe('a future edition configured by the studio', () => {
  it('sells the summit again, at General Admission once the early-bird day has passed', async () => {
    const current = (await (
      await adminFetch('/api/admin/site-settings')
    ).json()) as VersionedSiteSettings;
    const nextYear = new Date().getUTCFullYear() + 1;
    const saved = await adminFetch('/api/admin/site-settings', {
      method: 'PUT',
      body: JSON.stringify({
        version: current.version,
        settings: {
          ...current.settings,
          summit: {
            ...current.settings.summit,
            date: `${nextYear}-06-04`,
            // Already passed: the early-bird price is over, General Admission sells.
            earlyBirdDeadline: `${nextYear - 2}-05-14`,
          },
        },
      }),
    });
    expect(saved.status).toBe(200);

    const { page } = await visit(browser, `${server.url}/spark-summit`);
    const reserve = page.getByRole('button', { name: 'Reserve Your Seat' });
    await expect
      .poll(() => reserve.first().getAttribute('data-product'))
      .toBe('sparkSummitGeneral');
    expect(await page.getByRole('region', { name: 'This edition has taken place.' }).count()).toBe(
      0,
    );
    expect(await page.locator('main').innerText()).not.toContain('Early Bird $499 until');
    const tickets = await page.locator('#tickets').innerText();
    expect(tickets).toContain(`Early Bird pricing ended May 14.`);
    expect(tickets).not.toContain('Early Bird pricing ends');
    expect((await anonymousCheckout('sparkSummit')).status).toBe(409);
    expect((await anonymousCheckout('sparkSummitGeneral')).status).toBe(200);
  });
});
