import { marketingStyles } from '../ui/marketing-styles';
import { SectionHeading } from '../ui/section-heading';
import { HomeScorecard } from '../widgets/home-scorecard';

export default function ScorecardSection() {
  return (
    <section id="scorecard" aria-labelledby="scorecard-title" className={marketingStyles.section}>
      <div className="grid gap-6 sm:gap-12 lg:grid-cols-[1fr_1.3fr] lg:items-start">
        <div>
          <SectionHeading
            id="scorecard-title"
            eyebrow="Signal Scorecard"
            title="How strong is your signal?"
          />
          {/* A phone gets the short version of each home section: the heading and the thing. */}
          <p className={`${marketingStyles.lead} max-md:hidden`}>
            Five questions, under a minute. You get your signal level and the step of the stack that
            moves you furthest from where you are.
          </p>
        </div>
        <HomeScorecard />
      </div>
    </section>
  );
}
