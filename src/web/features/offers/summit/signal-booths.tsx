import { Bot, Inbox, Mic, ShieldCheck } from 'lucide-react';
import { SnapRail, railItem } from '~/web/components/ui/snap-rail';
import { useSiteState } from '~/web/lib/site-state';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const booths = [
  {
    icon: Bot,
    name: 'Prompt Bar',
    text: 'Customize an AI agent for your business side by side with our prompt engineers.',
  },
  {
    icon: Mic,
    name: 'Content Drop',
    text: 'Talk for five minutes and leave with a week of posts: voice-to-content repurposing, live.',
  },
  {
    icon: Inbox,
    name: 'Inbox Tune-Up',
    text: 'Set up email rules, drafted replies and follow-ups with our automation experts.',
  },
  {
    icon: ShieldCheck,
    name: 'Signal Log',
    text: 'Save your ideas in a vault with blockchain proof of when you had them, plus a verification certificate.',
  },
];

export function SignalBooths() {
  // Once the day is over the page is its record, told in the past tense.
  const isOver = useSiteState()?.summit.isOver ?? false;
  return (
    <section aria-labelledby="booths-title" className={offerStyles.section}>
      <SectionHeading
        id="booths-title"
        eyebrow="Open all day"
        title="All-day Signal Booths"
        lead={
          isOver
            ? 'Four stations were staffed from coffee to close; founders dropped in between sessions and left each one with something done.'
            : 'Four stations staffed from coffee to close. Drop in between sessions and leave each one with something done.'
        }
      />
      <div className="mt-6 sm:mt-12">
        <SnapRail label="The four booths" from="sm">
          {booths.map(({ icon: Icon, name, text }) => (
            <li
              key={name}
              className={`${railItem.sm} ${offerStyles.card} flex flex-col gap-3 sm:flex-row sm:gap-5`}
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-signal-500/15">
                <Icon aria-hidden="true" className="size-6 text-signal-300" />
              </span>
              <div>
                <h3 className={offerStyles.cardTitle}>{name}</h3>
                <p className={offerStyles.cardText}>{text}</p>
              </div>
            </li>
          ))}
        </SnapRail>
      </div>
    </section>
  );
}
