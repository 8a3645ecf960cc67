import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { marketingStyles } from '../ui/marketing-styles';
import { SectionHeading } from '../ui/section-heading';

/**
 * The seven steps. CORE and MIRROR carry the ids the home scorecard's recommendation links
 * to (#core, #mirror); SPARK's recommendation lands on the #spark section further down.
 */
const steps = [
  {
    name: 'SPARK Session',
    role: 'Clarity',
    text: 'Name the signal that makes you different.',
    href: '/products#spark',
  },
  {
    name: 'BRAND KIT',
    role: 'Identity',
    text: 'Turn it into a brand your team can carry.',
    href: '/products#brand-kit',
  },
  {
    name: 'CORE',
    role: 'Platform',
    text: 'A scroll-based website that books and sells.',
    href: '/products#core',
    anchor: 'core',
  },
  {
    name: 'MIRROR',
    role: 'AI voice',
    text: 'An assistant trained to think and sound like you.',
    href: '/products#mirror',
    anchor: 'mirror',
  },
  {
    name: 'SIGNAL',
    role: 'Content',
    text: 'One conversation a month, a month of content.',
    href: '/products#signal',
  },
  {
    name: 'MOMENTUM PARTNER',
    role: 'Strategy',
    text: 'A strategist in your corner, every month.',
    href: '/products#momentum',
  },
  {
    name: 'THE MUSE',
    role: 'Circle',
    text: 'A private circle of category-defining founders.',
    href: '/products#muse',
  },
];

export default function StackSection() {
  return (
    <section id="stack" aria-labelledby="stack-title" className={marketingStyles.section}>
      <SectionHeading
        id="stack-title"
        eyebrow="The Signal Stack"
        title="Seven steps from clarity to category leader."
        lead="Each step stands on its own and builds on the one before. Start where you are; climb when you are ready."
      />
      <ol className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.name}
            id={step.anchor}
            data-reveal=""
            className={`${marketingStyles.reveal} ${index === 0 ? 'sm:col-span-2' : ''}`}
          >
            <Link
              to={step.href}
              className={`group relative flex h-full flex-col overflow-hidden rounded-3xl border border-ink-800 bg-ink-900/70 p-6 transition-colors hover:border-signal-500/60 ${
                index === 0
                  ? 'bg-gradient-to-br from-signal-600/25 via-ink-900/80 to-ink-900 sm:p-9'
                  : ''
              }`}
            >
              <span className="flex items-center justify-between font-mono text-sm text-ink-400">
                <span>Step 0{index + 1}</span>
                <ArrowUpRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-signal-400"
                />
              </span>
              <span
                className={`mt-6 font-semibold tracking-tight text-ink-100 ${index === 0 ? 'text-3xl sm:text-4xl' : 'text-xl'}`}
              >
                {step.name}
              </span>
              <span className="mt-1 text-xs font-semibold uppercase tracking-[0.18em] text-signal-400">
                {step.role}
              </span>
              <span
                className={`mt-3 leading-relaxed text-ink-300 ${index === 0 ? 'text-lg' : 'text-sm'}`}
              >
                {step.text}
              </span>
              {index === 0 && (
                <span className="mt-auto pt-8 text-sm font-medium text-ink-100">
                  Where almost every client starts →
                </span>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
