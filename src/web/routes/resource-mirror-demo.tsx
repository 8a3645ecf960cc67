import { EmailMeACopy } from '../features/marketing/resources/email-me-a-copy';
import { MirrorDemoPage } from '../features/marketing/resources/mirror-demo-page';
import { useCatalogueWords } from '../lib/catalogue-dollars';
import { PageHead } from '../lib/page-head';

// The head names MIRROR, so it is rendered with the page (PageHead) from the studio's
// catalogue rather than by route meta, which runs without it.
export default function ResourceMirrorDemo() {
  const mirror = useCatalogueWords().nameOf('mirror', 'MIRROR');
  return (
    <>
      <PageHead
        title={`${mirror} Demo: a voice-trained assistant at work`}
        description={`Step through a scripted walkthrough of a ${mirror} assistant answering a bakery’s customers in its own voice, and handing over to a person when it should.`}
        path="/resources/mirror-demo"
      />
      <MirrorDemoPage mirror={mirror}>
        <EmailMeACopy resourceId="mirror-demo" title={`${mirror} Demo`} />
      </MirrorDemoPage>
    </>
  );
}
