import { marketingStyles } from '../ui/marketing-styles';
import { LadderShot, TasksShot } from '../ui/product-shots';
import { SectionHeading } from '../ui/section-heading';

const builds = [
  {
    title: 'Brand systems',
    text: 'A positioning you can say in one sentence, and a visual identity and voice your whole team can use.',
  },
  {
    title: 'Scroll-based platforms',
    text: 'Websites that tell one continuous story and then book, sell and onboard without manual follow-up.',
  },
  {
    title: 'AI trained on your voice',
    text: 'Assistants that draft, answer and qualify the way you would, from your own content and thinking.',
  },
  {
    title: 'Custom business software',
    text: 'Operating systems for your business: client portals, workflows and dashboards built around how you work.',
  },
];

const pillars = [
  {
    title: 'Your IP stays yours',
    text: 'Every asset, model and line of code we create transfers to you on delivery. No lock-in, no licence fees.',
  },
  {
    title: 'Private by design',
    text: 'Your voice data trains your model only. It is never pooled, resold or used to train anyone else’s.',
  },
];

export default function FutureSection() {
  return (
    <section id="future" aria-labelledby="future-title" className={marketingStyles.section}>
      <SectionHeading
        id="future-title"
        eyebrow="What we build"
        title="The future belongs to businesses with a clear signal and systems that carry it."
      />
      <div className="mt-8 grid items-center gap-6 md:mt-12 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div>
          <p className={`${marketingStyles.lead} max-md:hidden`}>
            We combine brand strategy, product design and applied AI under one roof, so your
            message, your website and your tools finally pull in the same direction.
          </p>
          <ul className="divide-y max-md:hidden md:mt-8 divide-ink-800 border-y border-ink-800">
            {builds.map(({ title, text }, index) => (
              <li
                key={title}
                data-reveal=""
                className={`grid grid-cols-[2.5rem_1fr] py-5 ${marketingStyles.reveal}`}
              >
                <span aria-hidden="true" className="pt-1 font-mono text-sm text-signal-400">
                  0{index + 1}
                </span>
                <div>
                  <h3 className="text-xl font-semibold tracking-tight text-ink-100">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-300">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        {/* Two screens of software we built and run, overlapping like windows on a desk. */}
        <div className="relative order-first pb-6 sm:pb-16 lg:order-none" data-reveal="">
          <TasksShot className="w-[92%] sm:w-[82%]" />
          <LadderShot className="absolute right-0 bottom-0 w-[60%] sm:w-[46%]" />
        </div>
      </div>
      {/* The two promises as statements in large type, not two more cards. */}
      <ul
        className="mt-6 grid gap-x-12 gap-y-4 border-t border-pulse-500/30 pt-5 md:mt-12 md:grid-cols-2 md:pt-10"
        aria-label="Our commitments"
      >
        {pillars.map(({ title, text }) => (
          <li key={title} data-reveal="" className={marketingStyles.reveal}>
            <h3 className="text-2xl font-semibold tracking-tight text-balance text-ink-100 sm:text-4xl">
              {title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-300 sm:mt-3 sm:text-base">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
