/**
 * The media library's pure rules, shared by the server (which widths to make) and the
 * pages (which URLs to list in a `srcset`). No I/O; see
 * docs/decisions/2026-11-26-media-library-in-postgresql.md for the figures behind them.
 */

/** Formats the server stores. AVIF and WebP for browsers, JPEG or PNG as the fallback. */
export const mediaFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export const mediaFormatContentTypes: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** What an upload may be, detected from its bytes (never from its name or declared type). */
export const uploadFormats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type UploadFormat = (typeof uploadFormats)[number];

/** The widths every page can pick from; nothing is ever made wider than its original. */
export const standardMediaWidths = [480, 960, 1440, 1920] as const;
export const largestMediaWidth = 1920;

/**
 * A standard width closer than this to the top width adds bytes without a visible step
 * (a 1000-pixel original gets 480 and 1000, not 480, 960 and 1000).
 */
const smallestUsefulStep = 0.9;

export const altTextMaxLength = 250;
export const originalNameMaxLength = 255;

/** One stored rendition of an image. */
export interface MediaVariant {
  width: number;
  height: number;
  format: MediaFormat;
}

/** What a page needs to render an image: everything but the bytes. */
export interface MediaImage {
  id: string;
  altText: string;
  width: number;
  height: number;
  variants: readonly MediaVariant[];
}

/** The widths to make for an original of `originalWidth` pixels (after orientation). */
export function variantWidths(originalWidth: number): number[] {
  const top = Math.min(Math.max(1, Math.floor(originalWidth)), largestMediaWidth);
  const below = standardMediaWidths.filter((width) => width < top * smallestUsefulStep);
  return [...below, top];
}

/** The public address of one variant: immutable, so pages and caches keep it forever. */
export function mediaVariantUrl(id: string, width: number, format: MediaFormat): string {
  return `/media/${id}/${width}.${format}`;
}

const mediaUrlPattern =
  /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d{1,5})\.(avif|webp|jpeg|png)$/;

/**
 * The id, width and format a media address names, or undefined: lets a Markdown
 * renderer turn `![alt](/media/<id>/1920.jpeg)` back into a responsive picture.
 */
export function parseMediaUrl(
  url: string,
): { id: string; width: number; format: MediaFormat } | undefined {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  const match = mediaUrlPattern.exec(path);
  if (!match) return undefined;
  return { id: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}

/** The fallback a browser without AVIF or WebP gets: PNG where the image has transparency. */
export function fallbackFormat(variants: readonly MediaVariant[]): 'jpeg' | 'png' {
  return variants.some((variant) => variant.format === 'png') ? 'png' : 'jpeg';
}

export interface ResponsiveSource {
  type: string;
  srcSet: string;
}

export interface ResponsiveImageData {
  /** `<source>` elements in the order a browser should try them (AVIF, then WebP). */
  sources: ResponsiveSource[];
  /** The `<img>`: fallback format, its intrinsic size for layout (no shift). */
  img: { src: string; srcSet: string; sizes: string; width: number; height: number };
}

function widest(variants: readonly MediaVariant[]): MediaVariant | undefined {
  return variants.reduce<MediaVariant | undefined>(
    (best, variant) => (best && best.width >= variant.width ? best : variant),
    undefined,
  );
}

function srcSetOf(id: string, variants: readonly MediaVariant[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${mediaVariantUrl(id, variant.width, variant.format)} ${variant.width}w`)
    .join(', ');
}

/**
 * `srcset` and `sizes` for a `<picture>`: one source per modern format the image has, a
 * fallback `<img>` with every fallback width, and the intrinsic width and height (those
 * of its largest variant, so the aspect ratio is the one every variant shares).
 * `sizes` says how wide the image is drawn; `100vw` when the caller does not know.
 */
export function responsiveImageData(
  image: MediaImage,
  { sizes = '100vw' }: { sizes?: string } = {},
): ResponsiveImageData {
  const fallback = fallbackFormat(image.variants);
  const ofFormat = (format: MediaFormat) =>
    image.variants.filter((variant) => variant.format === format);
  const sources = (['avif', 'webp'] as const)
    .map((format) => ({ format, variants: ofFormat(format) }))
    .filter(({ variants }) => variants.length > 0)
    .map(({ format, variants }) => ({
      type: mediaFormatContentTypes[format],
      srcSet: srcSetOf(image.id, variants),
    }));
  const fallbacks = ofFormat(fallback);
  const largest = widest(fallbacks) ?? widest(image.variants);
  const width = largest?.width ?? image.width;
  const height = largest?.height ?? image.height;
  return {
    sources,
    img: {
      src: largest ? mediaVariantUrl(image.id, largest.width, largest.format) : '',
      srcSet: srcSetOf(image.id, fallbacks),
      sizes,
      width,
      height,
    },
  };
}

/** Bytes as people read them: 830 KB, 1.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** The Markdown that places an image in an article: its largest fallback, with its alt text. */
export function mediaMarkdown(image: MediaImage): string {
  const { img } = responsiveImageData(image);
  const alt = image.altText.replace(/[[\]\\]/g, (character) => `\\${character}`);
  return `![${alt}](${img.src})`;
}
