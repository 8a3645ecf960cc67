import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import type { VersionedSiteSettings } from '../../src/shared/schemas/site-settings.ts';
import { screenshotFromTop, signInWithForm } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { passwordToken, startServerWithAdmins } from '../support/confirmed-admins.ts';
import { type RunningServer } from '../support/server.ts';
import { visit } from '../support/visit.ts';

const password = 'settings journey passphrase';
const editorEmail = 'editor@studio.dev';
const rivalEmail = 'rival@studio.dev';

let server: RunningServer;
let browser: Browser;
let rivalToken: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerWithAdmins({ admins: [editorEmail, rivalEmail], password }),
    launchBrowser(),
  ]);
  rivalToken = await passwordToken(server.url, rivalEmail, password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function openSettings(viewport: 'desktop' | 'phone' = 'desktop') {
  const { page, problems } = await visit(browser, `${server.url}/login`, { viewport });
  await signInWithForm(page, { email: editorEmail, landing: '/admin', password });
  await gotoHydrated(page, `${server.url}/admin/settings`);
  await expect.poll(() => page.getByLabel('Summit date').isVisible()).toBe(true);
  return { page, problems };
}

const section = (page: Page) => page.getByRole('region', { name: 'Site Settings' });

describe('site settings', () => {
  it('validates in the browser, saves, and lists the change in the history', async () => {
    const { page, problems } = await openSettings();
    const settings = section(page);
    await settings.getByLabel('Summit date').fill('2027-06-04');
    await settings.getByLabel('Early-bird deadline').fill('2027-05-14');
    await settings.getByLabel('Summit venue').fill('');
    await settings.getByLabel('SPARK booking link').fill('javascript:alert(1)');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => settings.getByText('Required').isVisible()).toBe(true);
    expect(
      await settings
        .getByText('Enter a path on this site starting with / or a full http(s) address')
        .count(),
    ).toBe(1);
    expect(await settings.getByText(messages.siteSettings.invalid).isVisible()).toBe(true);

    await settings.getByLabel('Summit venue').fill('The Foundry');
    await settings
      .getByLabel('SPARK booking link')
      .fill('https://calendly.com/signal-studio/spark-2027');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => settings.getByText(messages.siteSettings.saved, { exact: true }).isVisible())
      .toBe(true);
    const history = settings.getByRole('list', { name: 'Settings history' });
    await expect.poll(() => history.getByText('Summit date:').isVisible()).toBe(true);
    expect(await history.textContent()).toContain('2025-06-05 → 2027-06-04');
    expect(await history.textContent()).toContain(editorEmail);
    await screenshotFromTop(page, 'site-settings-desktop');
    expect(await problems.list()).toEqual([]);
  });

  it('keeps what was typed when another admin saved first', async () => {
    const { page } = await openSettings('phone');
    const settings = section(page);
    await settings.getByLabel('Summit city').fill('Ames, IA');

    // Another admin saves from the version this form was loaded from.
    const current = (await (
      await fetch(`${server.url}/api/admin/site-settings`, {
        headers: { authorization: `Bearer ${rivalToken}` },
      })
    ).json()) as VersionedSiteSettings;
    const rivalSave = await fetch(`${server.url}/api/admin/site-settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${rivalToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        version: current.version,
        settings: {
          ...current.settings,
          membership: { applicationsOpen: false, cohortLabel: 'Q1 2027' },
        },
      }),
    });
    expect(rivalSave.status).toBe(200);

    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => settings.getByText(messages.siteSettings.conflict).isVisible())
      .toBe(true);
    expect(await settings.getByLabel('Summit city').inputValue()).toBe('Ames, IA');
    await screenshotFromTop(page, 'site-settings-conflict-phone');

    await settings.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect
      .poll(() => settings.getByText(messages.siteSettings.saved, { exact: true }).isVisible())
      .toBe(true);
    const saved = (await (
      await fetch(`${server.url}/api/admin/site-settings`, {
        headers: { authorization: `Bearer ${rivalToken}` },
      })
    ).json()) as VersionedSiteSettings;
    expect(saved.settings.summit.city).toBe('Ames, IA');
  });
});
