import { EmailMeACopy } from '../features/marketing/resources/email-me-a-copy';
import { MirrorDemoPage } from '../features/marketing/resources/mirror-demo-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'MIRROR Demo: a voice-trained assistant at work',
    description:
      'Step through a scripted walkthrough of a MIRROR assistant answering a bakery’s customers in its own voice, and handing over to a person when it should.',
    path: '/resources/mirror-demo',
  });

export default function ResourceMirrorDemo() {
  return (
    <MirrorDemoPage>
      <EmailMeACopy resourceId="mirror-demo" title="MIRROR Demo" />
    </MirrorDemoPage>
  );
}
