import { ArrowRight } from 'lucide-react';
import { marketingStyles } from '../ui/marketing-styles';
import { SectionHeading } from '../ui/section-heading';

const shifts = [
  {
    then: 'A website was a digital brochure',
    now: 'Your site is a platform that qualifies, books and sells',
  },
  {
    then: 'Brands were logos and colour palettes',
    now: 'Brands are a signal people can repeat after one conversation',
  },
  {
    then: 'Content meant posting when inspired',
    now: 'Content is an engine fed by one conversation a month',
  },
  {
    then: 'AI wrote generic copy for everyone',
    now: 'AI speaks in your voice, trained on your own thinking',
  },
  {
    then: 'Growth meant hiring the next person',
    now: 'Growth means systems that scale before headcount does',
  },
];

export default function ShiftSection() {
  return (
    <section id="shift" aria-labelledby="shift-title" className={marketingStyles.section}>
      <SectionHeading
        id="shift-title"
        eyebrow="The shift"
        title="The playbook changed. Most businesses are still running the old one."
      />
      <p className={`${marketingStyles.lead} max-md:hidden`}>
        Attention is cheap to buy and expensive to keep. What wins now is a message that is
        unmistakably yours, carried by systems that work while you sleep.
      </p>
      <div className="mt-8 overflow-hidden rounded-3xl md:mt-14 border border-ink-800">
        <div className="hidden grid-cols-[1fr_auto_1fr] gap-6 border-b border-ink-800 bg-ink-900 px-8 py-4 text-xs font-semibold uppercase tracking-[0.2em] md:grid">
          <span className="text-ink-400">Then</span>
          <span aria-hidden="true" />
          <span className="text-signal-400">Now</span>
        </div>
        <ul>
          {shifts.map((shift, index) => (
            <li
              key={shift.then}
              data-reveal=""
              className={`grid gap-2 border-b border-ink-800 px-6 py-5 last:border-b-0 ${index >= 1 ? 'max-md:hidden' : ''} md:grid-cols-[1fr_auto_1fr] md:items-center md:gap-6 md:px-8 ${marketingStyles.reveal}`}
            >
              <p className="text-ink-400">
                <span className="mr-2 text-xs font-semibold uppercase tracking-widest md:hidden">
                  Then
                </span>
                <span className="line-through decoration-ink-600">{shift.then}</span>
              </p>
              <ArrowRight aria-hidden="true" className="hidden size-5 text-ink-600 md:block" />
              <p className="font-medium text-ink-100">
                <span className="mr-2 text-xs font-semibold uppercase tracking-widest text-signal-400 md:hidden">
                  Now
                </span>
                {shift.now}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
