import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { messages } from '../../src/shared/messages.ts';
import { webinarLeadMessage } from '../../src/shared/offers/webinar-registration.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { specSeasonEnv } from '../support/spec-season.ts';
import { visit } from '../support/visit.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: specSeasonEnv }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

const registrationPath = '/api/webinar-registrations';

async function openRegistration(): Promise<{ page: Page; posts: () => number }> {
  const { page } = await visit(browser, `${server.url}/webinar-series#register`);
  let postCount = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(registrationPath)) postCount += 1;
  });
  return { page, posts: () => postCount };
}

const form = (page: Page) => page.locator('#register form');
const submitButton = (page: Page) =>
  form(page).getByRole('button', { name: /Reserve My Spot|Registering/ });

async function fillAndSubmit(page: Page, name: string, email: string): Promise<void> {
  await form(page).getByLabel('Name').fill(name);
  await form(page).getByLabel('Email').fill(email);
  await submitButton(page).click();
}

describe('webinar registration', () => {
  it('refuses empty fields with the spec message and sends nothing', async () => {
    const { page, posts } = await openRegistration();
    await submitButton(page).click();
    await expect
      .poll(() => page.getByText(messages.webinar.missingFields, { exact: true }).isVisible())
      .toBe(true);
    await fillAndSubmit(page, 'Ada Founder', '');
    await expect
      .poll(() =>
        form(page)
          .getByLabel('Email')
          .evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    // A blank name sends focus back to it: the form has refused, without a request.
    await fillAndSubmit(page, '   ', 'ada@example.com');
    await expect
      .poll(() =>
        form(page)
          .getByLabel('Name')
          .evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    expect(posts()).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Registration Successful!' }).count())
      .toBe(0);
  });

  it('registers: busy button, success toast, confirmation with next steps, fields cleared', async () => {
    const { page, posts } = await openRegistration();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${registrationPath}`, async (route) => {
      await held;
      await route.continue();
    });
    await fillAndSubmit(page, 'Grace Builder', 'grace@example.com');
    await expect.poll(() => submitButton(page).textContent()).toBe('Registering...');
    expect(await submitButton(page).getAttribute('aria-disabled')).toBe('true');
    release();

    await expect
      .poll(() => page.getByText(messages.webinar.success, { exact: true }).isVisible())
      .toBe(true);
    const confirmation = page.getByRole('heading', { name: 'Registration Successful!' });
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    expect(await confirmation.evaluate((heading) => heading === document.activeElement)).toBe(true);
    const section = page.locator('#register');
    expect(await section.getByText('Check your email for the meeting links').isVisible()).toBe(
      true,
    );
    expect(await section.getByText('Join the first session on May 2nd.').isVisible()).toBe(true);
    expect(
      await section.getByRole('link', { name: 'Explore the Spark Summit' }).getAttribute('href'),
    ).toBe('/spark-summit');
    expect(posts()).toBe(1);

    await section.getByRole('button', { name: 'Register someone else' }).click();
    expect(await form(page).getByLabel('Name').inputValue()).toBe('');
    expect(await form(page).getByLabel('Email').inputValue()).toBe('');
  });

  it('keeps what was typed and says so when saving fails', async () => {
    const { page } = await openRegistration();
    await page.route(`**${registrationPath}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal_error","message":"x"}}',
      }),
    );
    await fillAndSubmit(page, 'Linus Maker', 'linus@example.com');
    await expect
      .poll(() => page.getByText(messages.webinar.failure, { exact: true }).isVisible())
      .toBe(true);
    expect(await form(page).getByLabel('Name').inputValue()).toBe('Linus Maker');
    expect(await submitButton(page).textContent()).toBe('Reserve My Spot');
    expect(await submitButton(page).getAttribute('aria-disabled')).toBeNull();
  });

  it('offers each session as a meeting link, a calendar link (new tabs) and a working .ics file', async () => {
    const { page } = await openRegistration();
    const session = page.getByRole('article', { name: 'SOP from a Loom' });
    for (const name of [/Join the meeting/, /Add to calendar/])
      expect(await session.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    const calendarHref = await session
      .getByRole('link', { name: /Add to calendar/ })
      .getAttribute('href');
    expect(calendarHref).toContain('dates=20250509T170000Z%2F20250509T173000Z');
    const icsHref = await session
      .getByRole('link', { name: /Download \.ics/ })
      .getAttribute('href');
    const ics = await page.request.get(`${server.url}${icsHref}`);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('DTSTART:20250509T170000Z');
    const finale = page.getByRole('article', { name: 'Spark Summit live workshop' });
    expect(await finale.getByRole('link', { name: /Spark Summit/ }).getAttribute('href')).toBe(
      '/spark-summit',
    );
  });

  // Last: it stops the server to read its database.
  it('keeps one lead when the same person registers twice', async () => {
    for (const email of ['Twice@Example.com', 'twice@example.com']) {
      const { page } = await openRegistration();
      await fillAndSubmit(page, 'Twice Registered', email);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Registration Successful!' }).isVisible())
        .toBe(true);
    }
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const leads = await database.db
        .selectFrom('leads')
        .selectAll()
        .where('source', '=', 'webinar')
        .execute();
      const twice = leads.filter((lead) => lead.email.toLowerCase() === 'twice@example.com');
      expect(twice).toHaveLength(1);
      expect(twice[0]).toMatchObject({
        message: webinarLeadMessage,
        status: 'new',
        newsletter_subscriber: true,
      });
      expect(leads.map((lead) => lead.email.toLowerCase()).sort()).toEqual([
        'grace@example.com',
        'twice@example.com',
      ]);
    } finally {
      await database.close();
    }
  });
});
