import { Link } from 'react-router';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const offers = [
  {
    name: 'Masterpiece',
    role: 'Branding',
    text: 'A complete identity so your system looks as considered as it works.',
  },
  {
    name: 'MakerBrains',
    role: 'AI integration',
    text: 'Custom AI models trained on your data, wired into your workflows.',
  },
  {
    name: 'BrandFuel',
    role: 'Content',
    text: 'Done-for-you content every month to launch and grow what you built.',
    href: '/brandfuel',
  },
];

const stats = [
  { value: '40%', label: 'faster time to market' },
  { value: '60%', label: 'improved efficiency' },
  { value: '3x', label: 'ROI improvement' },
];

export function EcosystemSection() {
  return (
    <section aria-labelledby="ecosystem-title" className={offerStyles.section}>
      <SectionHeading
        id="ecosystem-title"
        eyebrow="The ecosystem"
        title="One build, three ways to make it go further."
      />
      {/* The three names in large type in open columns between rules, each with its role and
          one sentence: neither a second row of cards after the calculator's nor the ruled
          rows of the AI section that follows. */}
      <ul className="mt-6 grid divide-y divide-ink-800 border-y border-ink-800 sm:mt-12 md:grid-cols-3 md:divide-x md:divide-y-0">
        {offers.map(({ name, role, text, href }) => (
          <li
            key={name}
            className="flex flex-col gap-1 py-4 md:px-8 md:py-10 md:first:pl-0 md:last:pr-0"
          >
            <div className="flex items-baseline justify-between gap-3 md:block">
              <h3 className="offer-eco-name">{name}</h3>
              <p className="text-xs font-semibold uppercase tracking-[0.18em] text-pulse-400 md:mt-3">
                {role}
              </p>
            </div>
            <div className="md:mt-4">
              <p className="text-sm leading-relaxed text-ink-300 sm:text-base">{text}</p>
              {href && (
                <Link to={href} className={`${offerStyles.textLink} mt-2 inline-block text-sm`}>
                  See {name} plans
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      {/* The figures as one band of large type, three across on a phone; from a tablet a
          panel of figure-and-claim lines, so it never repeats the three columns above. */}
      <dl className="offer-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="offer-stat">
            <dt className="offer-stat-label">{stat.label}</dt>
            <dd className={`offer-stat-value ${offerStyles.gradientText}`}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
