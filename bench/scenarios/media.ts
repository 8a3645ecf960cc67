import { formatBytes } from '../../src/shared/media.ts';
import type { MediaItem } from '../../src/shared/schemas/media.ts';
import { cameraJpeg } from '../../src/server/testing/test-images.ts';
import type { Scenario, ScenarioResult } from '../support/types.ts';

const adminEmail = 'media-bench@example.com';
const password = 'Bench-media-passphrase-7';
const uploads = 3;

async function signUpAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

async function upload(baseUrl: string, authorization: string, file: Buffer) {
  const startedAt = performance.now();
  const query = new URLSearchParams({ alt: 'A benchmark photograph', name: 'camera.jpg' });
  const response = await fetch(`${baseUrl}/api/admin/media?${query}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'image/jpeg' },
    body: new Uint8Array(file),
  });
  if (response.status !== 201) {
    throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  }
  const item = (await response.json()) as MediaItem;
  return { item, milliseconds: performance.now() - startedAt };
}

/**
 * The media library: how long an admin waits for a 4000 × 3000 camera JPEG to be checked,
 * decoded, resized into every width and encoded in AVIF, WebP and JPEG, then stored (one
 * request, on the server's own machine, so transfer is nothing); then how fast a stored
 * variant is served from the database under load.
 */
export const scenario: Scenario = {
  name: 'media',
  // The benchmark's admin signs in with a password alone (no authenticator to drive).
  sharedServerEnv: { ADMIN_EMAILS: adminEmail, ADMIN_MFA: 'optional' },
  async run(context) {
    const authorization = await signUpAdmin(context.baseUrl);
    const photo = await cameraJpeg(4000, 3000);
    // The first upload also loads libvips into the server; it is reported on its own.
    const results: ScenarioResult[] = [];
    const times: number[] = [];
    let item: MediaItem | undefined;
    for (let round = 0; round <= uploads; round += 1) {
      const uploaded = await upload(context.baseUrl, authorization, photo);
      item = uploaded.item;
      if (round === 0) {
        results.push({
          metric: 'first upload (loads sharp)',
          value: Math.round(uploaded.milliseconds),
          unit: 'ms',
        });
      } else times.push(uploaded.milliseconds);
    }
    if (!item) throw new Error('no upload');
    const sorted = [...times].sort((a, b) => a - b);
    results.push(
      {
        metric: 'upload 4000×3000 JPEG, median',
        value: Math.round(sorted[Math.floor(sorted.length / 2)]!),
        unit: 'ms',
        note: `${formatBytes(photo.length)} in; runs ${times.map((t) => Math.round(t)).join(', ')} ms`,
      },
      {
        metric: 'stored per image',
        value: Math.round(item.storedBytes / 1024),
        unit: 'KB',
        note: item.variants
          .map((variant) => `${variant.width}.${variant.format} ${formatBytes(variant.bytes)}`)
          .join(', '),
      },
    );
    const variant = item.variants.find((each) => each.width === 960 && each.format === 'avif');
    if (!variant) throw new Error('no 960 px AVIF variant');
    results.push(
      await context.load(this.name, {
        path: `/media/${item.id}/960.avif`,
        note: `a ${formatBytes(variant.bytes)} variant read from the database per request`,
      }),
      // The cheapest route with a database read, same server and load: on a busy machine
      // both fall, and the ratio says what reading an image costs beyond a query.
      await context.load(this.name, {
        path: '/healthz',
        note: 'yardstick: liveness and a database ping',
      }),
    );
    return results;
  },
};
