import type { Route } from './+types/work-case';
import { CasePage } from '../features/marketing/work/case-page';

/**
 * A case study. Cases live in the database: the server renders a published one's page
 * with its content (page-renderer.ts), and a navigation in the browser fetches it. Its
 * head tags come with the page (CaseHead).
 */
export default function WorkCaseRoute({ params }: Route.ComponentProps) {
  return <CasePage key={params.slug} slug={params.slug} />;
}
