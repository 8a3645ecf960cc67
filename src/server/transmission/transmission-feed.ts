import { Feed } from 'feed';
import { articlePath } from '../../shared/marketing/article-paths.ts';
import { mediaVariantUrl } from '../../shared/media.ts';
import type { PublishedArticle } from '../../shared/marketing/transmission-content.ts';

/** How many of the latest articles the feed carries (readers keep what they fetched). */
const feedSize = 20;

function coverUrl(article: PublishedArticle, origin: string): string | undefined {
  const variant = article.cover?.variants.find((v) => v.format === 'jpeg' || v.format === 'png');
  return variant && article.cover
    ? `${origin}${mediaVariantUrl(article.cover.id, variant.width, variant.format)}`
    : undefined;
}

/** Page-relative addresses in the text (links, pictures) made absolute for feed readers. */
function withAbsoluteUrls(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}

/** `/transmission/feed.xml`: RSS 2.0 of the published articles, newest first. */
export function transmissionFeedXml(
  articles: readonly PublishedArticle[],
  publicUrl: string,
): string {
  const origin = new URL(publicUrl).origin;
  const latest = articles.slice(0, feedSize);
  const feed = new Feed({
    title: 'The Transmission',
    description: 'One sharp idea on brand, AI and business systems, from Signal Studio.',
    id: `${origin}/transmission`,
    link: `${origin}/transmission`,
    language: 'en',
    copyright: 'Signal Studio',
    generator: false,
    updated: latest[0] ? new Date(latest[0].publishedAt) : new Date(0),
    feedLinks: { rss: `${origin}/transmission/feed.xml` },
  });
  for (const article of latest) {
    const link = `${origin}${articlePath(article.slug)}`;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      date: new Date(article.publishedAt),
      description: article.excerpt,
      content: withAbsoluteUrls(article.html, origin),
      author: [{ name: article.author }],
      category: [{ name: article.category }],
      image: coverUrl(article, origin),
    });
  }
  return feed.rss2();
}
