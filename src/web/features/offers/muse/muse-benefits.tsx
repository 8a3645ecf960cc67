import { RuledRows } from '../ui/ruled-rows';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const benefits = [
  {
    title: 'Quarterly strategy intensive',
    text: 'A half-day with a senior strategist to set the next ninety days of your brand and business.',
  },
  {
    title: 'A private founder circle',
    text: 'Eleven peers at your level, meeting monthly, with a shared channel between sessions.',
  },
  {
    title: 'First access to new AI tools',
    text: 'Try the studio’s newest MIRROR and SIGNAL capabilities before anyone else.',
  },
  {
    title: 'Co-creation sessions',
    text: 'Bring a launch, an offer or a pitch; the circle and the studio build it with you.',
  },
  {
    title: 'Priority studio access',
    text: 'Your projects go to the front of the queue, with member pricing on every step of the stack.',
  },
  {
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
        {/* Six promises as headlines under a rule, no icons: the membership is people and
            time, which an icon only decorates. */}
        <ul className="mt-6 grid gap-x-10 gap-y-5 sm:mt-12 sm:grid-cols-2 sm:gap-y-10 lg:grid-cols-3">
          {benefits.map(({ title, text }) => (
            <li key={title} className="border-t border-signal-500/40 pt-4 sm:pt-6">
              <h3 className="text-xl font-semibold tracking-tight text-balance text-ink-100 sm:text-2xl">
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-300 sm:text-base">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="experience" aria-labelledby="experience-title" className={offerStyles.section}>
        <SectionHeading id="experience-title" eyebrow="The experience" title="Three steps in." />
        <RuledRows rows={steps} isNumbered />
      </section>
    </>
  );
}
