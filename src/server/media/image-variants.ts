import { createHash } from 'node:crypto';
import type { OutputInfo, Sharp } from 'sharp';
import { variantWidths, type MediaFormat } from '../../shared/media.ts';
import { messages } from '../../shared/messages.ts';
import {
  fileError,
  inputOptions,
  inspectImage,
  loadSharp,
  tooManyPixels,
  type ImageLimits,
  type InspectedImage,
  type SharpFactory,
} from './image-inspection.ts';

export interface EncodedVariant {
  width: number;
  height: number;
  format: MediaFormat;
  data: Buffer;
  etag: string;
}

export interface ProcessedImage extends InspectedImage {
  hasTransparency: boolean;
  variants: EncodedVariant[];
}

/**
 * Encoder settings, chosen by measurement (docs/decisions/2026-11-26-media-library-in-postgresql.md):
 * AVIF effort 2 takes a sixth of effort 4's time for a fifth more bytes; mozjpeg makes
 * the fallback about half the size of libjpeg's at the same quality setting.
 */
const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 8, adaptiveFiltering: true }),
};

interface RawImage {
  data: Buffer;
  info: OutputInfo;
}

/** The libvips operations one upload needs, bound to the loaded sharp. */
function rawOperations(sharp: SharpFactory) {
  const fromRaw = ({ data, info }: RawImage) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const toRaw = (image: Sharp): Promise<RawImage> =>
    image.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return { fromRaw, toRaw };
}

/**
 * Decoded once: oriented, in sRGB, at the largest width a page uses. libvips decodes a
 * JPEG straight at a fraction of its size when it can (shrink-on-load), so a 12-megapixel
 * photo never sits in memory at full size.
 */
async function decodeLargest(
  sharp: SharpFactory,
  { input, limits, width }: { input: Buffer; limits: ImageLimits; width: number },
) {
  const { fromRaw, toRaw } = rawOperations(sharp);
  const decoded = await toRaw(
    sharp(input, inputOptions(limits))
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb'),
  );
  if (decoded.info.channels !== 4) return { master: decoded, hasTransparency: false };
  const hasTransparency = !(await fromRaw(decoded).stats()).isOpaque;
  // An alpha channel that is opaque everywhere would only cost a PNG fallback.
  const master = hasTransparency ? decoded : await toRaw(fromRaw(decoded).removeAlpha());
  return { master, hasTransparency };
}

async function encodeAll(
  sharp: SharpFactory,
  master: RawImage,
  { widths, formats }: { widths: number[]; formats: readonly MediaFormat[] },
): Promise<EncodedVariant[]> {
  const { fromRaw, toRaw } = rawOperations(sharp);
  const variants: EncodedVariant[] = [];
  for (const width of [...widths].reverse()) {
    const source =
      width === master.info.width ? master : await toRaw(fromRaw(master).resize({ width }));
    const encoded = await Promise.all(
      formats.map(async (format) => {
        const data = await encoders[format](fromRaw(source)).toBuffer();
        const hash = createHash('sha256').update(data).digest('base64url');
        const { width: actual, height } = source.info;
        return { width: actual, height, format, data, etag: `"${hash.slice(0, 27)}"` };
      }),
    );
    variants.push(...encoded);
  }
  return variants;
}

/**
 * Checks the upload (inspectImage), decodes it once (oriented, in sRGB, metadata
 * dropped: no GPS position, no camera serial), and encodes every width the pages use in
 * AVIF, WebP and JPEG (PNG when the image has visible transparency). Nothing is stored
 * here: the caller writes the result in one transaction, so a failure at any step leaves
 * nothing behind.
 */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const original = await inspectImage(sharp, input, limits);
  const widths = variantWidths(original.width);
  try {
    const largest = { input, limits, width: widths.at(-1)! };
    const { master, hasTransparency } = await decodeLargest(sharp, largest);
    const formats = ['avif', 'webp', hasTransparency ? 'png' : 'jpeg'] as const;
    const variants = await encodeAll(sharp, master, { widths, formats });
    return { ...original, hasTransparency, variants };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooManyPixels(limits, original.width, original.height);
    }
    throw fileError(400, 'unreadable_image', messages.media.unreadable);
  }
}
