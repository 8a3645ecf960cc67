import { Briefcase, Cog, Rocket, X } from 'lucide-react';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const attendees = [
  {
    icon: Rocket,
    title: 'Founders and consultants',
    text: 'You sell your thinking. Leave with AI that thinks, writes and follows up the way you do.',
  },
  {
    icon: Briefcase,
    title: 'Service providers',
    text: 'Agencies, coaches and studios ready to deliver more without adding hours or headcount.',
  },
  {
    icon: Cog,
    title: 'System builders',
    text: 'Operators who love a good process and want AI wired into it, not bolted on.',
  },
];

const painPoints = [
  'AI writing that sounds like everyone except you',
  'Hours every week spent making content from scratch',
  'An inbox that decides what your day looks like',
  'Good ideas lost across notes apps, voice memos and napkins',
  'A pile of AI tools and no system tying them together',
];

export function SummitAudience() {
  return (
    <section aria-labelledby="attend-title" className={offerStyles.section}>
      <SectionHeading
        id="attend-title"
        eyebrow="Who should attend"
        title="For people building something of their own."
      />
      <ul className="mt-10 grid gap-6 md:mt-12 md:grid-cols-3 md:gap-10">
        {attendees.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 md:flex-col">
            <span className="grid size-11 shrink-0 place-items-center rounded-full border border-signal-500/40 bg-signal-500/10">
              <Icon aria-hidden="true" className="size-5 text-signal-300" />
            </span>
            <div>
              <h3 className={offerStyles.cardTitle}>{title}</h3>
              <p className={offerStyles.cardText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-12 grid gap-8 rounded-[2rem] md:mt-16 border border-ink-800 bg-ink-900/50 p-6 sm:p-10 lg:grid-cols-[2fr_3fr]">
        <h3 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          Sound familiar? These are the problems we fix on the day.
        </h3>
        <ul className="space-y-3">
          {painPoints.map((pain) => (
            <li key={pain} className="flex gap-3 text-ink-300">
              <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
              {pain}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
