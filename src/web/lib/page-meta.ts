import type { MetaDescriptor } from 'react-router';
import { shareImagePath, shareImageSize } from '~/shared/share-image';
import { defaultSiteOrigin } from '~/shared/sitemap';

/**
 * The origin of the canonical link in a document, if it has one. The server writes its
 * PUBLIC_URL into every public page's canonical link; the browser must keep that origin,
 * or hydration would add a second canonical link naming the build's default host.
 */
export function canonicalOrigin(document: Pick<Document, 'querySelector'>): string | undefined {
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/** The public address pages call themselves by in canonical and social tags. */
export const siteOrigin =
  (typeof document === 'undefined' ? undefined : canonicalOrigin(document)) ??
  (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ??
  defaultSiteOrigin;
export const siteName = 'Signal Studio';

interface PageMetaOptions {
  title: string;
  description: string;
  path: string;
}

/** Title, description, canonical and Open Graph tags for one page. */
export function pageMeta({ title, description, path }: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  const url = `${siteOrigin}${path}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    // Built like og:url: both are the page's path on the site's public address.
    { property: 'og:image', content: `${siteOrigin}${shareImagePath(path)}` },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    { property: 'og:image:alt', content: fullTitle },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
