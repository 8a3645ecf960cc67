import { Mail } from 'lucide-react';
import { mailto } from '~/shared/external-links';
import { useSiteLinks } from '~/web/lib/site-links';
import { marketingStyles } from '../ui/marketing-styles';
import { SectionHeading } from '../ui/section-heading';
import { SignalPathFilter } from '../widgets/signal-path-filter';

export default function UseCasesSection() {
  const { contacts } = useSiteLinks();
  return (
    <section id="use-cases" aria-labelledby="use-cases-title" className={marketingStyles.section}>
      <SectionHeading
        id="use-cases-title"
        eyebrow="Find your signal path"
        title="Founders like you, and what moved the needle."
      />
      <p className={`${marketingStyles.lead} max-md:hidden`}>
        Tell us who you are and what you need most. We will show you a client who stood where you
        stand, and the step that worked.
      </p>
      <div className="mt-5 md:mt-12">
        <SignalPathFilter />
      </div>
      <p className="mt-6 flex flex-wrap items-center gap-2 text-sm text-ink-300">
        <Mail aria-hidden="true" className="size-4 text-pulse-400" />
        Leading a larger team or an enterprise?
        <a
          href={mailto(contacts.teamInquiry, 'Team inquiry')}
          className="font-semibold text-pulse-400 underline-offset-4 hover:underline"
        >
          Email our team about a team engagement
        </a>
      </p>
    </section>
  );
}
