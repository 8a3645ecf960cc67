import { Brain, Flame, Palette } from 'lucide-react';
import { Link } from 'react-router';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const offers = [
  {
    icon: Palette,
    name: 'Masterpiece',
    role: 'Branding',
    text: 'A complete identity so your system looks as considered as it works.',
  },
  {
    icon: Brain,
    name: 'MakerBrains',
    role: 'AI integration',
    text: 'Custom AI models trained on your data, wired into your workflows.',
  },
  {
    icon: Flame,
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
      <ul className="mt-6 grid sm:mt-12 md:grid-cols-3 md:gap-4">
        {offers.map(({ icon: Icon, name, role, text, href }) => (
          <li
            key={name}
            className="flex flex-col border-t border-ink-800 py-4 md:rounded-3xl md:border md:bg-ink-900/70 md:p-8"
          >
            <div className="flex items-center gap-3 md:block">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-signal-400 md:size-7" />
              <h3 className="text-xl font-semibold md:mt-5">{name}</h3>
              <p className="text-xs font-semibold uppercase tracking-[0.18em] text-pulse-400 max-md:ml-auto">
                {role}
              </p>
            </div>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-300 md:mt-3">{text}</p>
            {href && (
              <Link to={href} className={`${offerStyles.textLink} mt-3 text-sm md:mt-5`}>
                See {name} plans
              </Link>
            )}
          </li>
        ))}
      </ul>
      {/* The figures as one band of large type, three across even on a phone. */}
      <dl className="mt-8 grid grid-cols-3 divide-x divide-ink-800 border-y border-ink-800 sm:mt-12">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse px-2 py-6 text-center sm:py-10">
            <dt className="mt-2 text-xs text-ink-300 sm:text-base">{stat.label}</dt>
            <dd
              className={`text-4xl font-semibold tracking-tight sm:text-7xl ${offerStyles.gradientText}`}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
