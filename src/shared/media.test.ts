import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  mediaMarkdown,
  mediaVariantUrl,
  parseMediaUrl,
  responsiveImageData,
  variantWidths,
  type MediaFormat,
  type MediaImage,
} from './media.ts';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

function imageWith(widths: number[], formats: MediaFormat[], ratio = 2 / 3): MediaImage {
  return {
    id,
    altText: 'A studio desk with sketches',
    width: Math.max(...widths),
    height: Math.round(Math.max(...widths) * ratio),
    variants: formats.flatMap((format) =>
      widths.map((width) => ({ width, height: Math.round(width * ratio), format })),
    ),
  };
}

describe('variantWidths', () => {
  it.each([
    [4000, [480, 960, 1440, 1920]],
    [1920, [480, 960, 1440, 1920]],
    [2000, [480, 960, 1440, 1920]],
    [1600, [480, 960, 1600]],
    [1000, [480, 1000]],
    [1100, [480, 960, 1100]],
    [480, [480]],
    [300, [300]],
    [1, [1]],
  ])('an original %i pixels wide gets %j, never wider than itself', (original, expected) => {
    expect(variantWidths(original)).toEqual(expected);
    expect(Math.max(...variantWidths(original))).toBeLessThanOrEqual(original);
  });
});

describe('responsiveImageData', () => {
  it('lists AVIF then WebP sources and a JPEG fallback, narrowest first, with sizes', () => {
    const image = imageWith([960, 480, 1440], ['jpeg', 'avif', 'webp']);
    const data = responsiveImageData(image, { sizes: '(min-width: 1024px) 50vw, 100vw' });
    expect(data.sources).toEqual([
      {
        type: 'image/avif',
        srcSet: `/media/${id}/480.avif 480w, /media/${id}/960.avif 960w, /media/${id}/1440.avif 1440w`,
      },
      {
        type: 'image/webp',
        srcSet: `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1440.webp 1440w`,
      },
    ]);
    expect(data.img).toEqual({
      src: `/media/${id}/1440.jpeg`,
      srcSet: `/media/${id}/480.jpeg 480w, /media/${id}/960.jpeg 960w, /media/${id}/1440.jpeg 1440w`,
      sizes: '(min-width: 1024px) 50vw, 100vw',
      width: 1440,
      height: 960,
    });
  });

  it('falls back to PNG for an image with transparency, and to 100vw without sizes', () => {
    const data = responsiveImageData(imageWith([300], ['avif', 'webp', 'png'], 1));
    expect(data.img).toMatchObject({
      src: `/media/${id}/300.png`,
      srcSet: `/media/${id}/300.png 300w`,
      sizes: '100vw',
      width: 300,
      height: 300,
    });
  });

  it('leaves out a format the image lacks, and still gives the img a size and a source', () => {
    const data = responsiveImageData(imageWith([480, 960], ['webp']));
    expect(data.sources.map((source) => source.type)).toEqual(['image/webp']);
    expect(data.img).toMatchObject({ src: `/media/${id}/960.webp`, srcSet: '', width: 960 });
  });
});

describe('media addresses', () => {
  it('round-trip through parseMediaUrl, absolute or with a query', () => {
    const url = mediaVariantUrl(id, 960, 'avif');
    expect(parseMediaUrl(url)).toEqual({ id, width: 960, format: 'avif' });
    expect(parseMediaUrl(`https://studio.example.com${url}?v=1`)).toEqual({
      id,
      width: 960,
      format: 'avif',
    });
  });

  it.each([
    '/media/not-an-id/960.avif',
    `/media/${id}/960.gif`,
    `/media/${id}/960`,
    `/media/${id}/../960.avif`,
    `/storage/${id}/960.avif`,
  ])('reject %s', (url) => {
    expect(parseMediaUrl(url)).toBeUndefined();
  });

  it('write Markdown with the largest fallback and escaped brackets in the alt text', () => {
    const image = { ...imageWith([480, 1920], ['avif', 'jpeg']), altText: 'Logo [final]' };
    expect(mediaMarkdown(image)).toBe(`![Logo \\[final\\]](/media/${id}/1920.jpeg)`);
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [1.45 * 1024 * 1024, '1.4 MB'],
    [12 * 1024 * 1024, '12 MB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
