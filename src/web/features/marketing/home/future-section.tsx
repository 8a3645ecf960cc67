import { Bot, Fingerprint, KeyRound, LayoutTemplate, ShieldCheck, Workflow } from 'lucide-react';
import { marketingStyles } from '../ui/marketing-styles';
import { LadderShot, TasksShot } from '../ui/product-shots';
import { SectionHeading } from '../ui/section-heading';

const builds = [
  {
    icon: Fingerprint,
    title: 'Brand systems',
    text: 'A positioning you can say in one sentence, and a visual identity and voice your whole team can use.',
  },
  {
    icon: LayoutTemplate,
    title: 'Scroll-based platforms',
    text: 'Websites that tell one continuous story and then book, sell and onboard without manual follow-up.',
  },
  {
    icon: Bot,
    title: 'AI trained on your voice',
    text: 'Assistants that draft, answer and qualify the way you would, from your own content and thinking.',
  },
  {
    icon: Workflow,
    title: 'Custom business software',
    text: 'Operating systems for your business: client portals, workflows and dashboards built around how you work.',
  },
];

const pillars = [
  {
    icon: KeyRound,
    title: 'Your IP stays yours',
    text: 'Every asset, model and line of code we create transfers to you on delivery. No lock-in, no licence fees.',
  },
  {
    icon: ShieldCheck,
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
            {builds.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                data-reveal=""
                className={`flex gap-4 py-5 ${marketingStyles.reveal}`}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-signal-400" />
                <div>
                  <h3 className="text-lg font-semibold text-ink-100">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-300 max-md:hidden">{text}</p>
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
      <ul className="mt-6 grid gap-5 md:mt-10 md:grid-cols-2" aria-label="Our commitments">
        {pillars.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            data-reveal=""
            className={`flex gap-4 rounded-3xl border border-pulse-500/25 bg-gradient-to-br from-pulse-500/10 to-transparent px-5 py-4 sm:p-8 ${marketingStyles.reveal}`}
          >
            <Icon aria-hidden="true" className="size-6 shrink-0 text-pulse-400" />
            <div>
              <h3 className="font-semibold text-ink-100">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-ink-300 max-md:hidden">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
