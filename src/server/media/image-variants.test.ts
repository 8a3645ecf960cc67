import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { defaultImageLimits } from './image-inspection.ts';
import { processImage } from './image-variants.ts';
import { pngBomb } from '../testing/test-images.ts';

const solid = (width: number, height: number, background: string, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { statusCode?: number; code?: string; message?: string }) => ({
      status: error.statusCode,
      code: error.code,
      message: error.message,
    }),
  );

describe('processImage', () => {
  it('keeps only the first frame of an animated GIF', async () => {
    const red = await solid(60, 40, '#ff0000').png().toBuffer();
    const blue = await solid(60, 40, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    const processed = await processImage(gif, defaultImageLimits);
    expect(processed).toMatchObject({ format: 'gif', width: 60, height: 40 });
    const jpeg = processed.variants.find((variant) => variant.format === 'jpeg')!;
    const { dominant } = await sharp(jpeg.data).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it('accepts AVIF and WebP uploads', async () => {
    const avif = await solid(64, 48, '#336699').avif().toBuffer();
    const webp = await solid(64, 48, '#336699').webp().toBuffer();
    expect((await processImage(avif, defaultImageLimits)).format).toBe('avif');
    expect((await processImage(webp, defaultImageLimits)).format).toBe('webp');
  });

  it('falls back to JPEG when an alpha channel is opaque everywhere', async () => {
    const opaque = await solid(64, 48, '#336699ff', 4).png().toBuffer();
    const processed = await processImage(opaque, defaultImageLimits);
    expect(processed.hasTransparency).toBe(false);
    expect(processed.variants.map((variant) => variant.format)).toEqual(['avif', 'webp', 'jpeg']);
  });

  it('holds the configured limits: bytes first, then the declared canvas', async () => {
    const photo = await solid(400, 300, '#808080').jpeg().toBuffer();
    expect(
      await refusal(processImage(photo, { ...defaultImageLimits, maxPixels: 100_000 })),
    ).toEqual({
      status: 413,
      code: 'image_too_large',
      message: messages.media.tooManyPixels(100_000, 400, 300),
    });
    expect(
      await refusal(processImage(photo, { ...defaultImageLimits, maxUploadBytes: 100 })),
    ).toEqual({
      status: 413,
      code: 'file_too_large',
      message: messages.media.tooManyBytes(100),
    });
    // A few hundred bytes declaring 400 megapixels are refused from the header alone.
    expect(await refusal(processImage(pngBomb(20_000, 20_000), defaultImageLimits))).toMatchObject({
      status: 413,
      code: 'image_too_large',
    });
  });

  it("refuses a HEIC file, which shares AVIF's container", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    expect(await refusal(processImage(heic, defaultImageLimits))).toMatchObject({
      status: 415,
      code: 'unsupported_image',
    });
  });
});
