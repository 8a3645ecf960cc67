import type { MediaImage } from '~/shared/media';
import { caseArtPath, caseArtSize, type PublishedCase } from '~/shared/work/work-content';
import { ResponsiveImage } from '~/web/components/ui/responsive-image';

/**
 * A case's picture: a gallery image from the media library (AVIF, WebP, then JPEG in every
 * width), else the drawing it was seeded with, a static SVG that costs no JavaScript,
 * else a plain panel of the same shape. Below the fold unless `isAboveFold`.
 */
export function CasePicture({
  work,
  image = work.images[0],
  sizes,
  className = '',
  isAboveFold = false,
  isDecorative = false,
}: {
  work: PublishedCase;
  image?: MediaImage;
  sizes: string;
  className?: string;
  isAboveFold?: boolean;
  isDecorative?: boolean;
}) {
  if (image) {
    return (
      <ResponsiveImage
        image={image}
        sizes={sizes}
        isAboveFold={isAboveFold}
        alt={isDecorative ? '' : undefined}
        className={`h-auto w-full object-cover ${className}`}
      />
    );
  }
  if (work.art) {
    return (
      <img
        src={caseArtPath(work.art)}
        width={caseArtSize.width}
        height={caseArtSize.height}
        alt={isDecorative ? '' : `An illustration of the work for ${work.client}`}
        loading={isAboveFold ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-auto w-full ${className}`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`aspect-[8/5] w-full bg-gradient-to-br from-signal-600/40 via-ink-900 to-pulse-500/20 ${className}`}
    />
  );
}
