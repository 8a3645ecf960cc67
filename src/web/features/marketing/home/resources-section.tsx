import { marketingStyles } from '../ui/marketing-styles';
import { SectionDisclosure } from '../ui/section-disclosure';
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
      <SectionDisclosure
        id="resources"
        summary="the resources"
        lead="The further you read, the more we share: four of the tools we use with clients, unlocked as you scroll. They stay unlocked for the rest of your visit."
      >
        <div className="mt-12">
          <SignalResources />
        </div>
      </SectionDisclosure>
    </section>
  );
}
