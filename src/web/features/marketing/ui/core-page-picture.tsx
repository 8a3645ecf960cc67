import { corePageArtSize } from '~/shared/marketing/core-page-art';

/**
 * A CORE page as a client's visitors see it: story, scorecard, booking and checkout in one
 * scroll. The picture is drawn at build time (scripts/core-page-art.ts) into an SVG, so
 * it costs the page no JavaScript; it loads only as it nears the screen.
 */
export function CorePagePicture({ className = '' }: { className?: string }) {
  return (
    <img
      src={corePageArtSize.path}
      width={corePageArtSize.width}
      height={corePageArtSize.height}
      loading="lazy"
      decoding="async"
      alt="A CORE page for a coffee roaster: its story, a scorecard question, booking times and checkout, one after the other in a single scroll"
      className={`h-auto w-full rounded-2xl shadow-2xl shadow-black/60 ${className}`}
    />
  );
}
