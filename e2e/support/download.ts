import type { Download } from 'playwright-core';

/**
 * The text of a file the page downloaded. Read as a stream because the browser is the
 * run's shared one (browser.ts): over a connection Playwright keeps the file on the
 * browser's side, and `download.path()` is not available.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
