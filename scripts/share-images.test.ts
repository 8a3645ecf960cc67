import { describe, expect, it } from 'vitest';
import { iconFiles, renderShareImage, sharedPageFromHtml } from './share-images.ts';

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('share pictures', () => {
  it("reads a page's social title without the site name, and its description, unescaped", () => {
    const html =
      '<meta property="og:title" content="Bonnie &amp; Clyde&#x27;s | Signal Studio"/>' +
      '<meta property="og:description" content="Say &quot;hi&quot;"/>';
    expect(sharedPageFromHtml('/bonnie', html)).toEqual({
      path: '/bonnie',
      title: "Bonnie & Clyde's",
      description: 'Say "hi"',
    });
    expect(sharedPageFromHtml('/x', '<title>No social tags</title>')).toBeUndefined();
  });

  it('draws a 1200×630 PNG from a title and description', async () => {
    const png = await renderShareImage({
      path: '/products',
      title: 'Products: the Signal Stack',
      description: 'A description long enough to be cut: '.repeat(6),
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual([1200, 630]);
  });

  it('draws each icon at the size its name promises', () => {
    for (const [file, draw] of Object.entries(iconFiles)) {
      const size = Number(file.match(/(\d+)\.png$/)?.[1] ?? 180);
      expect(pngSize(draw()), file).toEqual([size, size]);
    }
  });
});
