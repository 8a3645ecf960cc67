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
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {attendees.map(({ icon: Icon, title, text }) => (
          <li key={title} className={offerStyles.card}>
            <Icon aria-hidden="true" className="size-6 text-signal-400" />
            <h3 className={`mt-4 ${offerStyles.cardTitle}`}>{title}</h3>
            <p className={offerStyles.cardText}>{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-16 grid gap-8 rounded-[2rem] border border-ink-800 bg-ink-900/50 p-6 sm:p-10 lg:grid-cols-[2fr_3fr]">
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
