import { casePath, type PublishedCase } from '../../../../shared/work/work-content';
import { siteName, siteOrigin } from '../../../lib/page-meta';

/**
 * The case's title, description and canonical link, rendered with the page (React puts
 * them in <head>): its data comes from the server's render, not from a route loader.
 */
export function CaseHead({ work }: { work: PublishedCase }) {
  const title = `${work.client}: case study | ${siteName}`;
  const description = work.summary || work.problem.slice(0, 160);
  const url = `${siteOrigin}${casePath(work.slug)}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </>
  );
}
