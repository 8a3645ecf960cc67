import { CheckList } from '../ui/check-list';
import { RuledRows } from '../ui/ruled-rows';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const steps = [
  {
    title: 'Capture',
    text: 'We gather your voice: recordings, posts, emails, offers and the questions clients ask.',
  },
  {
    title: 'Train',
    text: 'We build your voice and knowledge model, with guardrails for what it should never say.',
  },
  {
    title: 'Test',
    text: 'You and your team try it on real work; we tune it until it passes as you.',
  },
  {
    title: 'Deploy',
    text: 'It goes live where you need it: your site, your inbox, your DMs or your content workflow.',
  },
];

const outcomes = [
  'Replies to leads and clients in your tone, around the clock',
  'Drafts posts, emails and proposals you only need to approve',
  'Answers your most common questions the way you would',
  'Keeps your voice consistent across the whole team',
];

export function MirrorProcess() {
  return (
    <section aria-labelledby="process-title" className={offerStyles.section}>
      <SectionHeading
        id="process-title"
        eyebrow="How it works"
        title="From your voice to your assistant in four steps."
      />
      <RuledRows rows={steps} isNumbered />
      {/* The outcomes under their heading, two columns of checks: beside it, the panel
          repeated the four steps' title-left, text-right split just above. */}
      <div className="live-panel">
        <h3>What your MIRROR does once it is live</h3>
        <CheckList items={outcomes} />
      </div>
    </section>
  );
}
