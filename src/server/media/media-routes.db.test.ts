import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import type { MediaItem, MediaList } from '../../shared/schemas/media.ts';
import { makeAdmin, signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { testConfig } from '../testing/test-app.ts';
import { createMediaUsageRegistry } from './media-usage.ts';
import { cameraJpeg, photoLikeImage, pngBomb, transparentPng } from '../testing/test-images.ts';

let app: FastifyInstance;
let database: Database;
let admin: TestAccount;
let member: TestAccount;
/** Ids the pretend feature below says it shows. */
const shownByArticles = new Set<string>();
let photo: Buffer;
/** Small enough for one width: tests that only need some image spend milliseconds on it. */
let smallPhoto: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  const mediaUsage = createMediaUsageRegistry();
  mediaUsage.register('articles', async (_db, mediaId) =>
    shownByArticles.has(mediaId) ? ['Issue 12: The quiet launch'] : [],
  );
  app = await buildApp({ config: testConfig(), database, logger: false, mediaUsage });
  await app.ready();
  admin = await signUpAccount(app, 'media-admin@example.com');
  member = await signUpAccount(app, 'media-member@example.com');
  await makeAdmin(database, admin);
  // Taken in portrait: stored 800 × 600, turned upright by its Orientation tag (6).
  photo = await cameraJpeg(800, 600, { orientation: 6 });
  smallPhoto = await (await photoLikeImage(320, 240)).jpeg().toBuffer();
});
const emptyLibrary = async () => {
  shownByArticles.clear();
  await database.db.deleteFrom('media_items').execute();
};
afterAll(async () => {
  await app.close();
  await database.close();
});

const upload = (
  file: Buffer | string,
  {
    alt = 'A sketchbook open on a desk',
    name = 'desk.jpg',
    type = 'image/jpeg',
    account = admin as TestAccount | null,
  } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/media',
    query: { alt, name },
    headers: { ...account?.headers, 'content-type': type },
    payload: file,
  });

const rowCounts = async () => ({
  items: (await database.db.selectFrom('media_items').select('id').execute()).length,
  variants: (await database.db.selectFrom('media_variants').select('width').execute()).length,
});

const fileOf = (id: string, name: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/media/${id}/${name}`, headers });

describe('uploading to the media library', () => {
  beforeEach(emptyLibrary);

  it('turns a camera JPEG upright, strips its metadata and stores every width in three formats', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo, { alt: '  A sketchbook open on a desk  ' });
    expect(response.statusCode).toBe(201);
    const item = response.json<MediaItem>();
    expect(item).toMatchObject({
      originalName: 'desk.jpg',
      originalFormat: 'jpeg',
      originalBytes: photo.length,
      width: 600,
      height: 800,
      altText: 'A sketchbook open on a desk',
      createdBy: 'media-admin@example.com',
    });
    expect(item.variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort()).toEqual([
      '480x640.avif',
      '480x640.jpeg',
      '480x640.webp',
      '600x800.avif',
      '600x800.jpeg',
      '600x800.webp',
    ]);
    expect(item.storedBytes).toBe(item.variants.reduce((sum, v) => sum + v.bytes, 0));

    for (const variant of item.variants) {
      const served = await fileOf(item.id, `${variant.width}.${variant.format}`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBe(variant.bytes);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ width: variant.width, height: variant.height });
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    const list = await app.inject({ url: '/api/admin/media', headers: admin.headers });
    expect(list.json<MediaList>()).toEqual({
      items: [item],
      limits: { maxUploadBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 },
    });
  });

  it('keeps transparency: a PNG logo falls back to PNG, not JPEG', async () => {
    const response = await upload(await transparentPng(400, 300), {
      name: 'logo.png',
      type: 'application/octet-stream',
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<MediaItem>();
    expect(item.variants.map((v) => v.format).sort()).toEqual(['avif', 'png', 'webp']);
    const png = await fileOf(item.id, '400.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('refuses a file that only looks like an image by its name and type, and keeps nothing', async () => {
    const response = await upload('just some text, honestly', { name: 'photo.jpg' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error: { code: 'unsupported_image', message: messages.media.notAnImage },
    });
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', {
      name: 'logo.png',
      type: 'image/png',
    });
    expect(svg.statusCode).toBe(415);
    expect(await rowCounts()).toEqual({ items: 0, variants: 0 });
  });

  it('refuses a file over the size limit before reading it, and keeps nothing', async () => {
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1);
    photo.copy(tooBig);
    const response = await upload(tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: { code: 'file_too_large', message: messages.media.tooManyBytes(10 * 1024 * 1024) },
    });
    expect(response.json<{ error: { message: string } }>().error.message).toContain('10 MB');
    expect(await rowCounts()).toEqual({ items: 0, variants: 0 });
  });

  it('refuses a decompression bomb by its declared canvas, before decoding it', async () => {
    const bomb = pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    const started = performance.now();
    const response = await upload(bomb, { name: 'harmless.png', type: 'image/png' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: {
        code: 'image_too_large',
        message: messages.media.tooManyPixels(40_000_000, 50_000, 50_000),
      },
    });
    expect(await rowCounts()).toEqual({ items: 0, variants: 0 });
  });

  it('refuses a damaged image and an empty body with a clear error', async () => {
    const truncated = await upload(photo.subarray(0, Math.floor(photo.length / 3)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({
      error: { code: 'unreadable_image', message: messages.media.unreadable },
    });
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: { code: 'file_required', message: messages.media.fileRequired },
    });
    expect(await rowCounts()).toEqual({ items: 0, variants: 0 });
  });

  it('requires alt text, at most 250 characters', async () => {
    for (const alt of ['', '   ', 'x'.repeat(251)]) {
      const response = await upload(photo, { alt });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', details: [{ field: 'alt' }] },
      });
    }
    expect(await rowCounts()).toEqual({ items: 0, variants: 0 });
  });

  it('is for admins only: signed out 401, a member 403, before the file is read', async () => {
    expect((await upload(photo, { account: null })).statusCode).toBe(401);
    expect((await upload(photo, { account: member })).statusCode).toBe(403);
    const list = (account: TestAccount) =>
      app.inject({ url: '/api/admin/media', headers: account.headers });
    expect((await list(member)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/media' })).statusCode).toBe(401);
    expect(await rowCounts()).toEqual({ items: 0, variants: 0 });
  });

  it('keeps the 1 MB body limit on every other route', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/admin/media/0f8fad5b-d9cb-469f-a165-70867728950e',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ altText: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('serving media files', () => {
  let item: MediaItem;
  beforeAll(async () => {
    await emptyLibrary();
    item = (await upload(smallPhoto)).json<MediaItem>();
  });

  it('answers with the type, an immutable year of caching, an ETag and nosniff', async () => {
    const response = await fileOf(item.id, '320.avif', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/avif',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await fileOf(item.id, '320.avif', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await fileOf(item.id, '320.webp', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('image/webp');
    const head = await app.inject({ method: 'HEAD', url: `/media/${item.id}/320.jpeg` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    ['an unknown id', '0f8fad5b-d9cb-469f-a165-70867728950e/480.avif'],
    ['a width never made', 'ITEM/480.avif'],
    ['a format never made', 'ITEM/320.png'],
    ['a format not served', 'ITEM/320.gif'],
    ['no extension', 'ITEM/320'],
    ['a malformed id', 'not-an-id/480.avif'],
  ])('answers 404 for %s', async (_name, path) => {
    const response = await app.inject({ url: `/media/${path.replace('ITEM', item.id)}` });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});

describe('editing and deleting', () => {
  let item: MediaItem;
  beforeEach(async () => {
    await emptyLibrary();
    item = (await upload(smallPhoto)).json<MediaItem>();
  });

  const patch = (id: string, payload: object, account: TestAccount = admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${id}`,
      headers: account.headers,
      payload,
    });
  const remove = (id: string, account: TestAccount = admin) =>
    app.inject({ method: 'DELETE', url: `/api/admin/media/${id}`, headers: account.headers });

  it('edits the alt text, which is required', async () => {
    const edited = await patch(item.id, { altText: 'An open sketchbook beside a laptop' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<MediaItem>().altText).toBe('An open sketchbook beside a laptop');
    expect((await patch(item.id, { altText: ' ' })).statusCode).toBe(400);
    expect((await patch(item.id, { altText: 'x' }, member)).statusCode).toBe(403);
    const unknown = await patch('0f8fad5b-d9cb-469f-a165-70867728950e', { altText: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes the item and every variant, leaving nothing to serve', async () => {
    expect((await remove(item.id, member)).statusCode).toBe(403);
    expect((await rowCounts()).variants).toBe(3);
    expect((await remove(item.id)).statusCode).toBe(204);
    expect(await rowCounts()).toEqual({ items: 0, variants: 0 });
    expect((await fileOf(item.id, '320.avif')).statusCode).toBe(404);
    expect((await remove(item.id)).statusCode).toBe(404);
  });

  it('refuses to delete an image a feature still shows, and names where', async () => {
    shownByArticles.add(item.id);
    const response = await remove(item.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'media_in_use',
        message: messages.media.inUse('Issue 12: The quiet launch'),
        details: { uses: [{ feature: 'articles', label: 'Issue 12: The quiet launch' }] },
      },
    });
    expect(await rowCounts()).toEqual({ items: 1, variants: 3 });
    expect((await fileOf(item.id, '320.avif')).statusCode).toBe(200);
  });
});
