import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaconPath } from '../../src/shared/analytics-events.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser } from '../support/browser.ts';
import { openHomeSection, saveView, tabTo, eventually } from '../support/marketing-helpers.ts';
import { visit } from '../support/visit.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

const openSection = (section: string, options: { viewport?: 'desktop' | 'phone' } = {}) =>
  openHomeSection(browser, server.url, section, options);

describe('chat assistant', () => {
  it('opens, answers by keyword after a pause without a network call, and closes', async () => {
    const { page } = await visit(browser, `${server.url}/`);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The analytics beacon (a page view, "chat opened") is not part of the conversation.
      if (pathname.startsWith('/api/') && pathname !== beaconPath) apiCalls.push(request.url());
    });
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await tabTo(page, launcher, 80);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Signal Studio assistant' });
    await eventually(() => panel.isVisible()).toBe(true);
    const input = panel.getByLabel('Your message');
    const send = panel.getByRole('button', { name: 'Send message' });
    await eventually(() => input.evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    await page.keyboard.type('How much does it cost?');
    expect(await send.isDisabled()).toBe(false);
    const sentAt = Date.now();
    await page.keyboard.press('Enter');
    await eventually(() => panel.getByTestId('chat-typing').isVisible()).toBe(true);
    await input.fill('another question');
    expect(await send.isDisabled()).toBe(true);
    const reply = panel.locator('[data-role="assistant"]').last();
    await eventually(() => reply.textContent()).toContain('SPARK sessions are $1,500');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1400);
    expect(await reply.textContent()).toContain(
      'the stacks run $8,500 (Foundation Stack) to $25,000',
    );
    await saveView(page, 'chat-open');
    expect(await panel.getByTestId('chat-typing').count()).toBe(0);
    expect(await send.isDisabled()).toBe(false);

    await page.keyboard.press('Escape');
    await eventually(() => panel.count()).toBe(0);
    expect(await launcher.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(apiCalls).toEqual([]);
  });
});

describe('chat assistant on a phone', () => {
  it('fits the screen and closes with its own button', async () => {
    const { page } = await visit(browser, `${server.url}/`, { viewport: 'phone' });
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('dialog', { name: 'Signal Studio assistant' });
    await eventually(() => panel.isVisible()).toBe(true);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await saveView(page, 'chat-phone');
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await eventually(() => panel.count()).toBe(0);
  });
});

describe('The Transmission newsletter block', () => {
  it('subscribes by keyboard, clears the field, and says so', async () => {
    const { page } = await openSection('transmission');
    const field = page.locator('#subscribe').getByLabel('Email address');
    await tabTo(page, field);
    await page.keyboard.type('reader@example.com');
    expect(await field.inputValue()).toBe('reader@example.com');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'));
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(201);
    await eventually(() =>
      page.getByText('Almost there: confirm with the link we just e-mailed you.').isVisible(),
    ).toBe(true);
    expect(await field.inputValue()).toBe('');
  });

  it('sends nothing for an empty field and keeps the address when the server fails', async () => {
    const { page } = await openSection('transmission');
    const posts: string[] = [];
    page.on(
      'request',
      (request) =>
        request.method() === 'POST' &&
        !request.url().endsWith(beaconPath) &&
        posts.push(request.url()),
    );
    const form = page.locator('#subscribe');
    const field = form.getByLabel('Email address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // The browser's own check refuses the empty field and focuses it: no request follows.
    await eventually(() =>
      field.evaluate(
        (input: HTMLInputElement) =>
          input === document.activeElement && input.validity.valueMissing,
      ),
    ).toBe(true);
    expect(posts).toEqual([]);

    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal_error","message":"x"}}',
      }),
    );
    await field.fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await eventually(() =>
      page.getByText('Failed to subscribe. Please try again.').isVisible(),
    ).toBe(true);
    expect(await form.getByLabel('Email address').inputValue()).toBe('reader@example.com');
  });
});
