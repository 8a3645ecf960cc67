import { RuledRows } from '../ui/ruled-rows';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const audiences = [
  {
    title: 'Founders and solo consultants',
    text: 'You are the business. AI should give you hours back, not another tool to learn.',
  },
  {
    title: 'Service providers',
    text: 'Coaches, agencies and studios who want client work to run on clear, repeatable systems.',
  },
  {
    title: 'Small teams',
    text: 'Leaders who want the whole team using AI the same way, with your voice and standards.',
  },
  {
    title: 'The curious but busy',
    text: 'No jargon and no setup marathons: 30 minutes, one workflow, done by lunch.',
  },
];

export function AudienceSection() {
  return (
    <section aria-labelledby="audience-title" className={offerStyles.section}>
      <SectionHeading
        id="audience-title"
        eyebrow="Who this is for"
        title="Built for people who run the business, not for engineers."
      />
      {/* Stacked below lg: beside its text at 768 px a title ran to three lines. */}
      <div className="webinar-audience">
        <RuledRows rows={audiences} />
      </div>
    </section>
  );
}
