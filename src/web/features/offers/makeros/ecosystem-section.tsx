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
        lead="MakerOS works on its own. With the rest of the studio behind it, it works harder."
      />
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {offers.map(({ icon: Icon, name, role, text, href }) => (
          <li key={name} className={`${offerStyles.card} flex flex-col`}>
            <Icon aria-hidden="true" className="size-7 text-signal-400" />
            <h3 className="mt-5 text-xl font-semibold">{name}</h3>
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-pulse-400">
              {role}
            </p>
            <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-300">{text}</p>
            {href && (
              <Link to={href} className={`${offerStyles.textLink} mt-5 text-sm`}>
                See {name} plans
              </Link>
            )}
          </li>
        ))}
      </ul>
      <dl className="mt-10 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-3xl border border-ink-800 bg-ink-950/60 p-6 text-center"
          >
            <dt className="mt-2 text-sm text-ink-300">{stat.label}</dt>
            <dd className={`text-5xl font-semibold tracking-tight ${offerStyles.gradientText}`}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
