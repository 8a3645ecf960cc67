import { EmailMeACopy } from '../features/marketing/resources/email-me-a-copy';
import { sparkWorksheet } from '~/shared/marketing/resources/spark-worksheet';
import { resourcePath } from '~/shared/marketing/resources/resource-document';
import { ResourceDocumentPage } from '../features/marketing/resources/resource-document-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: `${sparkWorksheet.eyebrow}: ${sparkWorksheet.title}`,
    description: sparkWorksheet.summary,
    path: resourcePath(sparkWorksheet.id),
  });

export default function ResourceSparkWorksheet() {
  return (
    <ResourceDocumentPage document={sparkWorksheet}>
      <EmailMeACopy resourceId={sparkWorksheet.id} title={sparkWorksheet.eyebrow} />
    </ResourceDocumentPage>
  );
}
