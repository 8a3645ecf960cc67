import { CalendarHeart, Compass, Gem, Handshake, Sparkles, Users } from 'lucide-react';
import { IconCardGrid } from '../../../components/ui/icon-card-grid';
import { RuledRows } from '../ui/ruled-rows';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const benefits = [
  {
    icon: Compass,
    title: 'Quarterly strategy intensive',
    text: 'A half-day with a senior strategist to set the next ninety days of your brand and business.',
  },
  {
    icon: Users,
    title: 'A private founder circle',
    text: 'Eleven peers at your level, meeting monthly, with a shared channel between sessions.',
  },
  {
    icon: Sparkles,
    title: 'First access to new AI tools',
    text: 'Try the studio’s newest MIRROR and SIGNAL capabilities before anyone else.',
  },
  {
    icon: Handshake,
    title: 'Co-creation sessions',
    text: 'Bring a launch, an offer or a pitch; the circle and the studio build it with you.',
  },
  {
    icon: Gem,
    title: 'Priority studio access',
    text: 'Your projects go to the front of the queue, with member pricing on every step of the stack.',
  },
  {
    icon: CalendarHeart,
    title: 'An annual retreat',
    text: 'Two days away with the cohort to step back, reset and plan the year.',
  },
];

const steps = [
  {
    title: 'Application and invitation',
    text: 'Tell us about your business and where it is going. We review every application and invite founders who fit the cohort.',
  },
  {
    title: 'Onboarding and integration',
    text: 'A one-to-one onboarding session maps your goals, then you meet the circle and get your first strategy intensive on the calendar.',
  },
  {
    title: 'Co-creation and growth',
    text: 'Monthly circles, quarterly intensives and co-creation sessions keep you building, with the studio and your peers beside you.',
  },
];

export function MuseBenefits() {
  return (
    <>
      <section aria-labelledby="benefits-title" className={offerStyles.section}>
        <SectionHeading
          id="benefits-title"
          eyebrow="Membership"
          title="What members get"
          lead="Everything a founder needs to keep a brand moving, in one relationship."
        />
        <IconCardGrid items={benefits} />
      </section>
      <section id="experience" aria-labelledby="experience-title" className={offerStyles.section}>
        <SectionHeading id="experience-title" eyebrow="The experience" title="Three steps in." />
        <RuledRows rows={steps} isNumbered />
      </section>
    </>
  );
}
