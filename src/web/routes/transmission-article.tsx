import { data } from 'react-router';
import type { Route } from './+types/transmission-article';
import { articleTexts } from '../../shared/marketing/article-texts';
import { articlePath, findArticle } from '../../shared/marketing/articles';
import { ArticlePage } from '../features/marketing/transmission/article-page';
import { pageMeta } from '../lib/page-meta';

/**
 * Runs at build time only (each issue is pre-rendered), so the text arrives as HTML and as
 * this page's data, never inside a JavaScript bundle.
 */
export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  const blocks = article && articleTexts[article.slug];
  if (!article || !blocks) throw data('Not found', { status: 404 });
  return { article, blocks };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.article.title,
          description: loaderData.article.excerpt,
          path: articlePath(loaderData.article.slug),
        }).filter((tag) => !('property' in tag && tag.property === 'og:type')),
        { property: 'og:type', content: 'article' },
      ]
    : [];

export default function TransmissionArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} blocks={loaderData.blocks} />;
}
