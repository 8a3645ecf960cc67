import { marketingStyles } from '../ui/marketing-styles';
import { SectionHeading } from '../ui/section-heading';
import { SignalResources } from '../widgets/signal-resources';

export default function ResourcesSection() {
  return (
    <section id="resources" aria-labelledby="resources-title" className={marketingStyles.section}>
      <SectionHeading
        id="resources-title"
        eyebrow="Signal Resources"
        title="Read on, unlock more."
      />
      <p className={`${marketingStyles.lead} max-md:hidden`}>
        The further you read, the more we share: four of the tools we use with clients, unlocked as
        you scroll. They stay unlocked for the rest of your visit.
      </p>
      <div className="mt-5 md:mt-12">
        <SignalResources />
      </div>
    </section>
  );
}
