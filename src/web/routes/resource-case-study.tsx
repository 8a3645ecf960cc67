import { EmailMeACopy } from '../features/marketing/resources/email-me-a-copy';
import { caseStudy } from '~/shared/marketing/resources/case-study';
import { resourcePath } from '~/shared/marketing/resources/resource-document';
import { ResourceDocumentPage } from '../features/marketing/resources/resource-document-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: `${caseStudy.eyebrow}: ${caseStudy.title}`,
    description: caseStudy.summary,
    path: resourcePath(caseStudy.id),
  });

export default function ResourceCaseStudy() {
  return (
    <ResourceDocumentPage document={caseStudy}>
      <EmailMeACopy resourceId={caseStudy.id} title={caseStudy.eyebrow} />
    </ResourceDocumentPage>
  );
}
