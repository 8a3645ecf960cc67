import { articlePath } from '~/shared/marketing/articles';
import type { PublishedArticle } from '~/shared/marketing/transmission-content';
import { mediaVariantUrl } from '~/shared/media';
import { shareImagePath, shareImageSize } from '~/shared/share-image';
import { pageMeta, siteOrigin } from '~/web/lib/page-meta';

/** The cover's JPEG (or PNG) nearest 1200 pixels wide: what social cards ask for. */
function coverShareImage(article: PublishedArticle) {
  const fallbacks = (article.cover?.variants ?? []).filter(
    (v) => v.format !== 'avif' && v.format !== 'webp',
  );
  const best = [...fallbacks].sort(
    (a, b) => Math.abs(a.width - shareImageSize.width) - Math.abs(b.width - shareImageSize.width),
  )[0];
  return best && article.cover
    ? { url: mediaVariantUrl(article.cover.id, best.width, best.format), ...best }
    : undefined;
}

/**
 * The article's title, description, canonical link and share card, rendered with the page
 * (React puts them in <head>): its data comes from the server's render, not from a
 * route loader, so the route's `meta` has nothing to read. The share picture is the
 * cover; an article without one shares The Transmission's picture.
 */
export function ArticleHead({ article }: { article: PublishedArticle }) {
  const descriptors = pageMeta({
    title: article.seoTitle || article.title,
    description: article.seoDescription || article.excerpt || article.title,
    path: articlePath(article.slug),
  });
  const cover = coverShareImage(article);
  const tags: Record<string, string> = {};
  for (const descriptor of descriptors) {
    if ('property' in descriptor && typeof descriptor.content === 'string')
      tags[String(descriptor.property)] = descriptor.content;
    if ('name' in descriptor && typeof descriptor.content === 'string')
      tags[String(descriptor.name)] = descriptor.content;
  }
  const titleDescriptor = descriptors.find((d) => 'title' in d);
  const title =
    titleDescriptor && 'title' in titleDescriptor ? String(titleDescriptor.title) : article.title;
  const url = `${siteOrigin}${articlePath(article.slug)}`;
  const image = cover
    ? { url: `${siteOrigin}${cover.url}`, width: cover.width, height: cover.height }
    : { url: `${siteOrigin}${shareImagePath('/transmission')}`, ...shareImageSize };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={tags.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={tags['og:site_name']} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={tags.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={article.cover?.altText ?? title} />
      <meta property="article:published_time" content={article.publishedAt} />
      <meta property="article:author" content={article.author} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
