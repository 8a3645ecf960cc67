import { Check, X } from 'lucide-react';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const before = [
  'Spreadsheets, sticky notes and nine apps that do not talk',
  'The same data typed into three places',
  'Reports built by hand at the end of every month',
  'Every new client means more admin',
  'Monthly fees for features you never use',
];

const after = [
  'One system built around how you actually work',
  'Every tool connected; enter data once',
  'Live dashboards that are always up to date',
  'Growth without adding admin hours',
  'Software you own, shaped to fit, ready to grow',
];

export function BeforeAfter() {
  return (
    <section aria-labelledby="before-after-title" className={offerStyles.section}>
      <SectionHeading
        id="before-after-title"
        eyebrow="Before and after"
        title="What changes when the software fits the business."
      />
      <div className="mt-12 grid gap-4 md:grid-cols-2">
        <div className="rounded-3xl border border-ink-800 bg-ink-900/50 p-6 sm:p-8">
          <h3 className="text-sm font-semibold uppercase tracking-[0.18em] text-ink-400">
            Before MakerOS
          </h3>
          <ul className="mt-6 space-y-4">
            {before.map((item) => (
              <li key={item} className="flex gap-3 text-ink-300">
                <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-pulse-500/40 bg-gradient-to-br from-pulse-500/10 to-ink-900 p-6 sm:p-8">
          <h3 className="text-sm font-semibold uppercase tracking-[0.18em] text-pulse-400">
            After MakerOS
          </h3>
          <ul className="mt-6 space-y-4">
            {after.map((item) => (
              <li key={item} className="flex gap-3 text-ink-100">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pulse-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
