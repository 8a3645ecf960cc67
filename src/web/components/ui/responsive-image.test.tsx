import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaImage } from '~/shared/media';
import { ResponsiveImage } from './responsive-image';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const image: MediaImage = {
  id,
  altText: 'Two founders at a whiteboard',
  width: 4000,
  height: 3000,
  variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [480, 960].map((width) => ({ width, height: (width * 3) / 4, format })),
  ),
};

describe('<ResponsiveImage>', () => {
  it('renders AVIF and WebP sources and a sized, lazy JPEG fallback with the alt text', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={image} sizes="(min-width: 768px) 50vw, 100vw" />,
    );
    const sizes = 'sizes="(min-width: 768px) 50vw, 100vw"';
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcSet="/media/${id}/480.avif 480w, /media/${id}/960.avif 960w" ${sizes}/>` +
        `<source type="image/webp" srcSet="/media/${id}/480.webp 480w, /media/${id}/960.webp 960w" ${sizes}/>` +
        `<img src="/media/${id}/960.jpeg" srcSet="/media/${id}/480.jpeg 480w, /media/${id}/960.jpeg 960w" ${sizes}` +
        ' width="960" height="720" alt="Two founders at a whiteboard" loading="lazy" decoding="async" class="h-auto max-w-full"/>' +
        '</picture>',
    );
  });

  it('loads an image above the fold at once, with high priority', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={image} isAboveFold />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('sizes="100vw"');
  });

  it('takes an empty alt for an image a caption already describes', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={image} alt="" className="w-full" />);
    expect(html).toContain('alt=""');
    expect(html).toContain('class="w-full"');
    expect(html).not.toContain('fetchPriority');
  });
});
