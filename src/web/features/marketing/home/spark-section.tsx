import { CalendarClock } from 'lucide-react';
import { useSiteLinks } from '~/web/lib/site-links';
import { ExternalLink } from '~/web/components/ui/external-link';
import { marketingStyles } from '../ui/marketing-styles';
import { SectionDisclosure } from '../ui/section-disclosure';
import { SectionHeading } from '../ui/section-heading';
import { ConsultationChooser } from '../widgets/consultation-chooser';

/** Where START WITH SPARK lands: book SPARK directly, or choose a consultation first. */
export default function SparkSection() {
  const { booking } = useSiteLinks();
  return (
    <section id="spark" aria-labelledby="spark-title" className={marketingStyles.section}>
      <div className="flex flex-col gap-5 sm:gap-8 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading id="spark-title" eyebrow="Start with SPARK" title="Book a consultation." />
        <ExternalLink href={booking.spark} className={`${marketingStyles.primaryButton} shrink-0`}>
          <CalendarClock aria-hidden="true" className="size-4" />
          Book SPARK
        </ExternalLink>
      </div>
      <SectionDisclosure
        id="spark"
        summary="the three consultations"
        lead="Not sure which step comes first? Choose the conversation that fits. Every consultation ends with a clear recommendation, whether or not we work together."
      >
        <div className="mt-8 md:mt-12">
          <ConsultationChooser />
        </div>
      </SectionDisclosure>
    </section>
  );
}
