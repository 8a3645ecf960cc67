import { EmailMeACopy } from '../features/marketing/resources/email-me-a-copy';
import { MirrorDemoPage } from '../features/marketing/resources/mirror-demo-page';
import { pageMeta } from '../lib/page-meta';
import { useSiteState } from '../lib/site-state';

// The head says what the demo shows without naming the product, so route meta (which
// runs without the studio's catalogue) can carry it and a renamed product never leaves a
// stale name in it; the page itself names the product as the catalogue has it.
export const meta = () =>
  pageMeta({
    title: 'Demo: a voice-trained assistant at work',
    description:
      'Step through a scripted walkthrough of a voice-trained assistant answering a bakery’s customers in its own voice, and handing over to a person when it should.',
    path: '/resources/mirror-demo',
  });

export default function ResourceMirrorDemo() {
  // The studio's name for MIRROR once it renamed it.
  const mirror = useSiteState()?.catalogue.names.mirror ?? 'MIRROR';
  return (
    <MirrorDemoPage mirror={mirror}>
      <EmailMeACopy resourceId="mirror-demo" title={`${mirror} Demo`} />
    </MirrorDemoPage>
  );
}
