import { marketingStyles } from '../ui/marketing-styles';
import { SectionHeading } from '../ui/section-heading';

const kpiGroups = [
  {
    name: 'Strategy',
    accent: 'text-signal-400',
    rule: 'border-signal-400/60',
    kpis: ['Message clarity score', 'Offer and audience fit', 'Positioning consistency'],
  },
  {
    name: 'System',
    accent: 'text-pulse-400',
    rule: 'border-pulse-400/60',
    kpis: [
      'Time from idea to launch',
      'Share of the journey automated',
      'Tools replaced by one platform',
    ],
  },
  {
    name: 'Iteration',
    accent: 'text-signal-300',
    rule: 'border-signal-300/60',
    kpis: ['Weekly content cadence', 'Experiments shipped per month', 'Feedback loops closed'],
  },
  {
    name: 'Outcome',
    accent: 'text-pulse-400',
    rule: 'border-pulse-400/60',
    kpis: ['Qualified leads per month', 'Discovery-call close rate', 'Revenue per client'],
  },
];

export default function KpiSection() {
  return (
    <section id="kpis" aria-labelledby="kpis-title" className={marketingStyles.section}>
      <SectionHeading
        id="kpis-title"
        eyebrow="What we measure"
        title="Four groups of numbers tell us the system is working."
      />
      <p className={`${marketingStyles.lead} max-md:hidden`}>
        Every engagement starts with a baseline and reports against it, so you always know what
        changed and why.
      </p>
      {/* Ruled columns, not four more boxes: the section before is a table, the next a
          staircase of cards. */}
      <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-6 sm:gap-x-10 md:mt-14 lg:grid-cols-4">
        {kpiGroups.map((group, index) => (
          <li
            key={group.name}
            data-reveal=""
            className={`border-t-2 pt-4 sm:pt-6 ${group.rule} ${marketingStyles.reveal}`}
          >
            <p className="font-mono text-sm text-ink-400">0{index + 1}</p>
            <h3 className={`mt-2 text-xl font-semibold sm:mt-3 sm:text-2xl ${group.accent}`}>
              {group.name}
            </h3>
            {/* A phone shows the four groups by name; their numbers from 768 px. */}
            <ul className="mt-5 space-y-3 text-sm text-ink-300 max-md:hidden">
              {group.kpis.map((kpi) => (
                <li key={kpi} className="flex gap-2.5">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1 shrink-0 rounded-full bg-ink-400"
                  />
                  {kpi}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
