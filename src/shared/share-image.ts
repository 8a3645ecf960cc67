/**
 * Where each public page's share picture lives. The build draws one 1200×630 PNG per
 * pre-rendered page (scripts/share-images.ts) at this path, and the page's og:image
 * names it, so the two can never disagree.
 */

export const shareImageSize = { width: 1200, height: 630 } as const;

/** The site-wide picture, for links to pages without their own (and old shares). */
export const defaultShareImagePath = '/og-image.png';

/** `/` → `/og/home.png`, `/transmission/x` → `/og/transmission/x.png`. */
export function shareImagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/og/${trimmed === '' ? 'home' : trimmed}.png`;
}
