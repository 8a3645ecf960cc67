import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SiteSettings,
  VersionedSiteSettings,
} from '../../src/shared/schemas/site-settings.ts';
import { createAccount, signInWithForm } from '../support/accounts.ts';
import { saveScreenshot, type ViewportName } from '../support/browser.ts';
import { launchBrowser } from '../support/browser.ts';
import { passwordToken, startServerWithAdmins } from '../support/confirmed-admins.ts';
import { type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

/**
 * What the studio saves in the admin settings is what the public pages show: the summit
 * edition, the webinar sessions, membership, booking links, contacts, social links and
 * the offers' end dates (after hydration; the spec's values are pre-rendered).
 */
const adminEmail = 'content-admin@studio.dev';
let server: RunningServer;
let browser: Browser;

function customSettings(current: SiteSettings): SiteSettings {
  return {
    ...current,
    summit: {
      ...current.summit,
      date: '2099-06-11',
      startTime: '09:00',
      endTime: '16:00',
      timeZone: 'America/New_York',
      venue: 'Harbor Hall',
      city: 'Boston, MA',
      capacity: 40,
      earlyBirdDeadline: '2099-05-21',
    },
    webinar: {
      ...current.webinar,
      sessions: current.webinar.sessions.map((session, index) => ({
        ...session,
        date: ['2099-04-03', '2099-04-10', '2099-04-17', '2099-04-24', '2099-05-01'][index] ?? '',
        time: '12:30',
        ...(index === 0
          ? { title: 'Prompt Basics for Founders', meetingUrl: 'https://meet.example.com/basics' }
          : {}),
      })),
    },
    membership: { applicationsOpen: false, cohortLabel: 'Q2 2099' },
    booking: {
      ...current.booking,
      strategyCall: 'https://cal.example.com/strategy-2099',
      discoveryCall: 'https://cal.example.com/discovery-2099',
    },
    contacts: { ...current.contacts, summit: 'events@example.com', support: 'help@example.com' },
    social: { ...current.social, linkedin: 'https://www.linkedin.com/company/example-2099' },
    offers: {
      ...current.offers,
      brandfuelSaleEnd: '2099-03-31',
      bizbuiltnowEndMode: 'fixed',
      bizbuiltnowEndDate: '2020-01-31',
    },
  };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerWithAdmins({ admins: [adminEmail] }),
    launchBrowser(),
  ]);
  const token = await passwordToken(server.url, adminEmail);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = (await (
    await fetch(`${server.url}/api/admin/site-settings`, { headers })
  ).json()) as VersionedSiteSettings;
  const saved = await fetch(`${server.url}/api/admin/site-settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ version: current.version, settings: customSettings(current.settings) }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function open(path: string, viewport: ViewportName = 'desktop'): Promise<Page> {
  const { page } = await visit(browser, `${server.url}${path}`, { viewport });
  return page;
}

const mainText = (page: Page) => page.locator('main').innerText();

describe('public pages follow the saved settings', () => {
  it('shows the configured summit edition: day, hours, zone, venue, seats, contact', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await open('/spark-summit', viewport);
      await expect.poll(() => mainText(page)).toContain('Thursday, June 11, 2099');
      const text = await mainText(page);
      expect(text).toContain('9:00 AM – 4:00 PM ET');
      expect(text).toContain('Harbor Hall, Boston, MA');
      expect(text).toContain('Limited to 40 founders');
      expect(text).toContain('Early Bird $499 until May 21, then General Admission.');
      expect(text).toContain('All times in ET (Eastern Time). Doors open at 9:00 am');
      expect(text).toContain('40 seats. One day. Your AI, working.');
      // The agenda moves with the configured hours: the last block now ends at 4 pm.
      expect(text).toContain('3:35 – 4:00 PM');
      expect(text).not.toContain('5:00 – 5:30 PM');
      expect(text).not.toContain('June 5');
      expect(text).not.toContain('West 48');
      expect(await page.locator('a[href="mailto:events@example.com"]').count()).toBe(1);
      await saveScreenshot(page, `settings-content-spark-summit-${viewport}`);
    }
  });

  // The desktop load also registers: one load of the page for both.
  it('lists the configured webinar sessions with their calendar links and .ics, and tells a new registrant the first session', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await open('/webinar-series', viewport);
      await expect.poll(() => mainText(page)).toContain('Prompt Basics for Founders');
      const text = await mainText(page);
      expect(text).toContain('Friday, April 3');
      expect(text).toContain('Fridays at 12:30pm CT');
      expect(text).toContain('Session 1 · Friday, April 3 · 12:30 PM CT');
      expect(await page.locator('a[href="https://meet.example.com/basics"]').count()).toBe(1);
      const calendarLink = await page
        .getByRole('link', { name: 'Add to calendar for Prompt Basics for Founders' })
        .getAttribute('href');
      expect(new URL(calendarLink ?? '').searchParams.get('dates')).toBe(
        '20990403T173000Z/20990403T180000Z',
      );
      await saveScreenshot(page, `settings-content-webinar-series-${viewport}`);
      if (viewport === 'desktop') {
        // A new registrant is told the configured first session.
        const form = page.getByRole('form', { name: 'Reserve your free spot' });
        await form.getByLabel('Name').fill('Ada Settings');
        await form.getByLabel('Email').fill('ada.settings@example.com');
        await form.getByRole('button', { name: 'Reserve My Spot' }).click();
        await expect
          .poll(() => page.getByText('Join the first session on April 3rd.').isVisible())
          .toBe(true);
        expect(await page.getByText('Harbor Hall').count()).toBeGreaterThan(0);
      }
    }
    const ics = await (
      await fetch(`${server.url}/api/webinar-sessions/automate-your-inbox/calendar.ics`)
    ).text();
    expect(ics).toContain('20990403T173000Z');
  });

  it('shows the cohort label and closed applications on /muse', async () => {
    const page = await open('/muse', 'phone');
    await expect.poll(() => mainText(page)).toContain('Applications for Q2 2099 are closed.');
    const text = await mainText(page);
    expect(text).toContain('applications closed');
    expect(text).not.toContain('Q3 2025');
    expect(await page.getByRole('button', { name: 'Apply for Membership' }).count()).toBe(0);
    expect(await page.getByText('Applications are closed for now').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'settings-content-muse-phone');
  });

  it('points booking and social links at the configured addresses', async () => {
    const page = await open('/mirror');
    const strategy = page.locator('a[href="https://cal.example.com/strategy-2099"]');
    await expect.poll(() => strategy.count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/book/strategy-call"]').count()).toBe(0);
    const products = await open('/products');
    const footer = products.locator('footer');
    await expect
      .poll(() => footer.locator('a[href="https://cal.example.com/discovery-2099"]').count())
      .toBe(1);
    expect(
      await footer.locator('a[href="https://www.linkedin.com/company/example-2099"]').count(),
    ).toBe(1);
  });

  it('gives a signed-in member the configured strategy call and support address', async () => {
    await createAccount(server.url, 'member.settings@example.com');
    const page = await open('/login');
    await signInWithForm(page, { email: 'member.settings@example.com', landing: '/dashboard' });
    const support = page.locator('a[href="mailto:help@example.com"]');
    await expect.poll(() => support.count()).toBe(1);
    expect(await support.textContent()).toBe('help@example.com');
    expect(
      await page.locator('a[href="https://cal.example.com/strategy-2099"]').count(),
    ).toBeGreaterThan(0);
    const leftovers = page.locator('a[href="/book/strategy-call"]');
    expect(await leftovers.evaluateAll((links) => links.map((link) => link.outerHTML))).toEqual([]);
  });

  it('ends the offers on the configured days', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const brandfuel = await open('/brandfuel', viewport);
      await expect
        .poll(() => brandfuel.getByTestId('sale-banner').textContent())
        .toBe('40% launch sale ends March 31.');
      await saveScreenshot(brandfuel, `settings-content-brandfuel-${viewport}`);

      const bizbuiltnow = await open('/bizbuiltnow', viewport);
      await expect
        .poll(() => bizbuiltnow.getByTestId('offer-end').textContent())
        .toBe('Launch pricing ended Friday, January 31, 2020');
      expect(await bizbuiltnow.locator('#buy').getByText('Launch Special ended').isVisible()).toBe(
        true,
      );
      // After the configured end the regular price is what shows and sells.
      const buy = bizbuiltnow.locator('#buy');
      expect(
        await buy.getByRole('button', { name: 'Launch My Business' }).getAttribute('data-product'),
      ).toBe('bizBuiltNowRegular');
      expect(await buy.innerText()).toContain('$4,949');
      expect(await buy.innerText()).not.toContain('$4,499');
      // The sale still running on /brandfuel keeps its price.
      expect(
        await brandfuel
          .getByRole('button', { name: 'Start Kickstart' })
          .getAttribute('data-product'),
      ).toBe('brandFuelKickstart');
      await saveScreenshot(bizbuiltnow, `settings-content-bizbuiltnow-${viewport}`);
    }
  });
});
