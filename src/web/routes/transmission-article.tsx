import type { Route } from './+types/transmission-article';
import { ArticlePage } from '../features/marketing/transmission/article-page';

/**
 * An issue of The Transmission. Articles live in the database: the server renders a
 * published one's page with its content (page-renderer.ts), and a navigation in the
 * browser fetches it. Its head tags come with the page (ArticleHead).
 */
export default function TransmissionArticleRoute({ params }: Route.ComponentProps) {
  return <ArticlePage key={params.slug} slug={params.slug} />;
}
