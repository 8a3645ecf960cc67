import { EmailMeACopy } from '../features/marketing/resources/email-me-a-copy';
import { signalSystemGuide } from '~/shared/marketing/resources/signal-system-guide';
import { resourcePath } from '~/shared/marketing/resources/resource-document';
import { ResourceDocumentPage } from '../features/marketing/resources/resource-document-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: `${signalSystemGuide.eyebrow}: ${signalSystemGuide.title}`,
    description: signalSystemGuide.summary,
    path: resourcePath(signalSystemGuide.id),
  });

export default function ResourceSignalSystemGuide() {
  return (
    <ResourceDocumentPage document={signalSystemGuide}>
      <EmailMeACopy resourceId={signalSystemGuide.id} title={signalSystemGuide.eyebrow} />
    </ResourceDocumentPage>
  );
}
