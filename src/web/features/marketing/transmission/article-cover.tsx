import { ResponsiveImage } from '~/web/components/ui/responsive-image';
import type { ArticleSummary } from '~/shared/marketing/transmission-content';
import { ArticleArt, hasArticleArt } from './article-art';

/**
 * An article's picture: its cover from the media library, else the drawing the first
 * issues were published with, else a plain signal-coloured panel of the same shape.
 */
export function ArticleCover({
  article,
  className,
  sizes,
  isDecorative = false,
  isAboveFold = false,
}: {
  article: ArticleSummary;
  className?: string;
  sizes?: string;
  isDecorative?: boolean;
  isAboveFold?: boolean;
}) {
  if (article.cover) {
    return (
      <ResponsiveImage
        image={article.cover}
        sizes={sizes}
        isAboveFold={isAboveFold}
        alt={isDecorative ? '' : undefined}
        className={`${className ?? ''} aspect-video object-cover`}
      />
    );
  }
  if (hasArticleArt(article.slug)) {
    return <ArticleArt slug={article.slug} isDecorative={isDecorative} className={className} />;
  }
  return (
    <div
      aria-hidden="true"
      className={`${className ?? ''} aspect-video bg-gradient-to-br from-signal-600/40 via-ink-900 to-pulse-500/20`}
    />
  );
}
