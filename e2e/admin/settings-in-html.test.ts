import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  adminToken,
  fetchRawPage,
  saveSummit,
  waitForRenderedVersion,
} from '../support/raw-html.ts';
import { startServerWithAdmins } from '../support/confirmed-admins.ts';
import { type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

const adminEmail = 'html-admin@studio.dev';
let server: RunningServer;
let browser: Browser;
let token: string;

// The day after the spec's summit (June 5, 2025, Des Moines): with the spec's values it is over.
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerWithAdmins({
      env: { CLOCK_START: '2025-06-06T12:00:00-05:00' },
      admins: [adminEmail],
    }),
    launchBrowser(),
  ]);
  token = await adminToken(server.url, adminEmail);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

describe('site settings in the raw HTML (embedded database)', () => {
  it('renders a past summit without its buy button, and hydrates the same page', async () => {
    const raw = await fetchRawPage(`${server.url}/spark-summit`);
    expect(raw.state?.summit.isOver).toBe(true);
    expect(raw.html).not.toContain('Reserve Your Seat');
    expect(raw.html).toContain('This edition has taken place.');
    expect(raw.html).toContain(messages.siteSettings.summitOver);

    // Hydration renders the embedded state: no mismatch, no CSP violation, no button.
    const { page, problems } = await visit(browser, `${server.url}/spark-summit`);
    expect(await page.getByRole('button', { name: 'Reserve Your Seat' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'This edition has taken place.' }).count()).toBe(
      1,
    );
    expect(await problems.list()).toEqual([]);
  });

  it('follows a save within five seconds, and serves the same page until the next one', async () => {
    const before = await fetchRawPage(`${server.url}/spark-summit`);
    const version = await saveSummit(server.url, token, {
      date: '2025-09-18',
      earlyBirdDeadline: '2025-08-01',
      venue: 'The Foundry',
    });
    expect(version).toBeGreaterThan(before.state!.version);

    const after = await waitForRenderedVersion(`${server.url}/spark-summit`, version);
    expect(after.state?.settings.summit.venue).toBe('The Foundry');
    expect(after.state?.summit).toEqual({ isOver: false, isOnSale: true, isEarlyBird: true });
    expect(after.html).toContain('Reserve Your Seat');
    expect(after.html).not.toContain('This edition has taken place.');
    // Other public pages carry the same state (the banner and links read it everywhere).
    expect((await fetchRawPage(`${server.url}/`)).state?.version).toBe(version);

    const again = await fetch(`${server.url}/spark-summit`);
    expect(await again.text()).toBe(after.html);
    const revalidated = await fetch(`${server.url}/spark-summit`, {
      headers: { 'if-none-match': again.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);

    const { page, problems } = await visit(browser, `${server.url}/spark-summit`);
    const reserve = page.getByRole('button', { name: 'Reserve Your Seat' });
    expect(await reserve.first().getAttribute('data-product')).toBe('sparkSummit');
    expect(await problems.list()).toEqual([]);
  });
});
