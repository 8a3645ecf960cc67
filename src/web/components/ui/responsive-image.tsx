import { responsiveImageData, type MediaImage } from '~/shared/media';

interface ResponsiveImageProps {
  /** A media library image: its id, alt text, size and variants (no bytes). */
  image: MediaImage;
  /**
   * How wide the image is drawn, as the `sizes` attribute says it, e.g.
   * `(min-width: 1024px) 50vw, 100vw`; the browser picks the width to download from it.
   */
  sizes?: string;
  /**
   * In the first screenful (a hero, a cover): fetched at once with high priority. Every
   * other image loads when it nears the viewport.
   */
  isAboveFold?: boolean;
  /** Replaces the image's own alt text; `''` when a caption beside it says the same. */
  alt?: string;
  className?: string;
}

/**
 * A media library image as `<picture>`: AVIF, then WebP, then the JPEG (or PNG) fallback,
 * each in every stored width; the intrinsic width and height reserve the space before it
 * loads, so nothing shifts. Style the size with `className` (it keeps the aspect ratio
 * with `h-auto`).
 */
export function ResponsiveImage({
  image,
  sizes,
  isAboveFold = false,
  alt,
  className = 'h-auto max-w-full',
}: ResponsiveImageProps) {
  const { sources, img } = responsiveImageData(image, sizes ? { sizes } : {});
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={img.sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcSet || undefined}
        sizes={img.srcSet ? img.sizes : undefined}
        width={img.width}
        height={img.height}
        alt={alt ?? image.altText}
        loading={isAboveFold ? 'eager' : 'lazy'}
        fetchPriority={isAboveFold ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
