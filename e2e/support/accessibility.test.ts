import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from './accessibility.ts';
import { launchBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pageWith = async (body: string) => {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><title>Probe</title></head>
    <body><main><h1>Probe</h1>${body}</main></body></html>`);
  return page;
};

// The page checks rest on this helper: it must fail on what axe calls serious.
describe('the accessibility check', () => {
  it('passes a page with nothing serious', async () => {
    const page = await pageWith('<p>Plain, readable text.</p><img src="data:," alt="A dot">');
    await expectNoSeriousAccessibilityViolations(page);
    await page.close();
  });

  it('fails on an image without a text alternative and on faint text, naming them', async () => {
    const page = await pageWith(
      '<img src="data:,"><p style="color:#777;background:#888">Faint</p>',
    );
    const failure = await expectNoSeriousAccessibilityViolations(page).then(
      () => '',
      // The assertion's actual value is the list of serious violations.
      (error: unknown) => JSON.stringify((error as { actual?: unknown }).actual),
    );
    expect(failure).toContain('image-alt');
    expect(failure).toContain('color-contrast');
    await page.close();
  });
});
