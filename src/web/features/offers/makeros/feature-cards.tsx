import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const features = [
  'Live dashboards',
  'Client portal',
  'Workflow automation',
  'Roles and permissions',
  'Integrations',
  'AI built in',
];

/**
 * What a build holds, as one run of large type rather than six icon cards (a screen and a
 * half on a phone; issue 33). The lead carries what the before-and-after lists said; the
 * calculator below prices each part.
 */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className={offerStyles.section}>
      <SectionHeading
        id="features-title"
        eyebrow="What we build"
        title="Everything your business runs on, in one place."
        lead="Nine apps that do not talk become one system built around how you actually work."
      />
      <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-2xl font-semibold tracking-tight text-ink-400 sm:mt-10 sm:gap-x-6 sm:text-5xl sm:leading-tight">
        {features.map((feature, index) => (
          <li key={feature} className={index % 2 === 0 ? 'text-ink-100' : undefined}>
            {feature}
            {index < features.length - 1 && (
              <span aria-hidden="true" className="ml-4 text-signal-400 sm:ml-6">
                /
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
