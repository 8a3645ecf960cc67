import { X } from 'lucide-react';
import { RuledRows } from '../ui/ruled-rows';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const attendees = [
  {
    title: 'Founders and consultants',
    text: 'You sell your thinking. Leave with AI that thinks, writes and follows up the way you do.',
  },
  {
    title: 'Service providers',
    text: 'Agencies, coaches and studios ready to deliver more without adding hours or headcount.',
  },
  {
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
      <RuledRows rows={attendees} />
      {/* The heading over its list, not beside it: the rows above are already a split. */}
      <div className="summit-pains">
        <h3>Sound familiar? These are the problems we fix on the day.</h3>
        <ul>
          {painPoints.map((pain) => (
            <li key={pain}>
              <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
              {pain}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
