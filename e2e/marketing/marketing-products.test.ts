import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { eventually } from '../support/marketing-helpers.ts';
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

const cardTitles = (page: Page) =>
  page.locator('article[id] h3').evaluateAll((titles) => titles.map((title) => title.textContent));

const topOf = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top);

describe('/products', () => {
  // One page load for the filters: the link test starts where the filter loop ends.
  it('filters the seven products by category, by keyboard, and shows all for a link to a hidden one', async () => {
    const { page } = await visit(browser, `${server.url}/products`);
    expect(await cardTitles(page)).toEqual([
      'SPARK Session',
      'BRAND KIT',
      'CORE',
      'MIRROR',
      'SIGNAL',
      'MOMENTUM PARTNER',
      'THE MUSE',
    ]);
    const filters = page.getByRole('group', { name: 'Filter products by category' });
    expect(await filters.getByRole('button').allTextContents()).toEqual([
      'All Products',
      'Clarity',
      'Platform',
      'AI',
      'Content',
      'Ongoing',
    ]);
    expect(
      await filters.getByRole('button', { name: 'All Products' }).getAttribute('aria-pressed'),
    ).toBe('true');

    const expected = {
      Clarity: ['SPARK Session', 'BRAND KIT'],
      Platform: ['CORE'],
      AI: ['MIRROR'],
      Content: ['SIGNAL'],
      Ongoing: ['MOMENTUM PARTNER', 'THE MUSE'],
      'All Products': [
        'SPARK Session',
        'BRAND KIT',
        'CORE',
        'MIRROR',
        'SIGNAL',
        'MOMENTUM PARTNER',
        'THE MUSE',
      ],
    };
    for (const [label, titles] of Object.entries(expected)) {
      await filters.getByRole('button', { name: label, exact: true }).focus();
      await page.keyboard.press('Enter');
      await eventually(() => cardTitles(page)).toEqual(titles);
      expect(
        await filters
          .getByRole('button', { name: label, exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
    }

    // A link to a product the filter hides shows everything again.
    await page.getByRole('button', { name: 'AI', exact: true }).click();
    await eventually(() => cardTitles(page)).toEqual(['MIRROR']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'CORE Platform' }).click();
    await eventually(() => cardTitles(page)).toHaveLength(7);
    await eventually(() => topOf(page, 'core')).toBeLessThan(150);

    // The hero's stairs name the seven steps in order, each a way down to its card, even
    // when the filter hides it.
    const stairs = page.getByRole('list', { name: 'The steps, first to last' });
    expect(await stairs.getByRole('link').allTextContents()).toEqual([
      '1.SPARK SessionClarity',
      '2.BRAND KITIdentity',
      '3.COREPlatform',
      '4.MIRRORAI voice',
      '5.SIGNALContent',
      '6.MOMENTUM PARTNERStrategy',
      '7.THE MUSECircle',
    ]);
    await page.getByRole('button', { name: 'Content', exact: true }).click();
    await eventually(() => cardTitles(page)).toEqual(['SIGNAL']);
    await stairs.getByRole('link', { name: /MIRROR/ }).click();
    await eventually(() => cardTitles(page)).toHaveLength(7);
    await eventually(() => topOf(page, 'mirror')).toBeLessThan(150);
  });

  // One page load for what the page shows as loaded: the cards, then the FAQ's folds.
  it('shows each card with the exact price, timeline, deliverables and the most-popular mark, and one FAQ answer at a time', async () => {
    const { page } = await visit(browser, `${server.url}/products`);
    const card = (id: string) => page.locator(`article#${id}`);
    for (const [id, price, timeline] of [
      ['spark', '$1,500', '3 days'],
      ['brand-kit', '$4,500', '14 days'],
      ['core', '$8,500', '21 days'],
      ['mirror', '$3,500', '14 days'],
      ['signal', '$3,000', '14 days'],
      ['momentum', '$1,500 per month', 'monthly'],
      ['muse', '$4,000 per quarter', 'ongoing'],
    ] as const) {
      const text = (await card(id).textContent()) ?? '';
      expect(text.replace(/\s+/g, ' ')).toContain(price.replace(' per', 'per'));
      expect(text).toContain(`Timeline: ${timeline}`);
      const deliverables = await card(id).locator('li').count();
      expect(deliverables).toBeGreaterThanOrEqual(4);
      expect(deliverables).toBeLessThanOrEqual(5);
      // The route fills each card's action slot (the billing feature's checkout button).
      expect(await card(id).locator('a, button').filter({ hasText: 'Get Started' }).count()).toBe(
        1,
      );
    }
    expect(await page.getByText('Most Popular').count()).toBe(1);
    expect(await card('brand-kit').getByText('Most Popular').isVisible()).toBe(true);
    expect(await page.locator('#consultation').count()).toBe(1);
    const bundle = page.getByRole('region', { name: 'Complete Signal Stack' });
    expect(await bundle.textContent()).toContain('$25,000');
    expect(await bundle.textContent()).toContain('Splittable into 3 monthly payments');

    // The FAQ's own folds (each product card folds its deliverables on a phone too).
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.locator('details summary');
    expect(await questions.count()).toBe(5);
    const openCount = () => faq.locator('details[open]').count();
    expect(await openCount()).toBe(0);
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await eventually(openCount).toBe(1);
    await questions.nth(2).click();
    await eventually(() => faq.locator('details[open] summary').textContent()).toBe(
      'How do payment plans work?',
    );
    expect(await openCount()).toBe(1);
    await questions.nth(2).click();
    await eventually(openCount).toBe(0);
  });

  it.each([
    ['core', 'core'],
    ['spark', 'spark'],
    ['muse', 'muse'],
    ['ai-training', 'mirror'],
    ['content-creation', 'signal'],
    ['strategy-session', 'spark'],
    ['consultation', 'consultation'],
  ])('landing on /products#%s scrolls to %s', async (hash, id) => {
    const { page } = await visit(browser, `${server.url}/products#${hash}`, { viewport: 'phone' });
    await eventually(() => topOf(page, id)).toBeLessThan(150);
    await eventually(() => topOf(page, id)).toBeGreaterThan(-100);
  });

  // One phone load for the CORE card: its deliverables, then its picture further down.
  it('shows each card’s deliverables on a phone without a fold (issue 33), and CORE’s drawn page loaded lazily in a reserved box', async () => {
    const phone = (await visit(browser, `${server.url}/products`, { viewport: 'phone' })).page;
    // The hero's stairs are for the empty half of a wide screen; a phone goes to the cards.
    expect(await phone.getByRole('list', { name: 'The steps, first to last' }).isVisible()).toBe(
      false,
    );
    const phoneCore = phone.locator('article#core');
    expect(await phoneCore.locator('details').count()).toBe(0);
    expect(await phoneCore.locator('li').first().isVisible()).toBe(true);
    expect(await phoneCore.locator('li').count()).toBe(5);
    const picture = phoneCore.getByRole('img', { name: /^A CORE page/ });
    expect(await picture.getAttribute('width')).toBe('640');
    expect(await picture.getAttribute('height')).toBe('468');
    expect(await picture.getAttribute('loading')).toBe('lazy');
    await picture.scrollIntoViewIfNeeded();
    await eventually(() =>
      picture.evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBe(640);
  });
});
