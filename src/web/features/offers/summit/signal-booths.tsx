import { SnapRail, railItem } from '~/web/components/ui/snap-rail';
import { useSiteState } from '~/web/lib/site-state';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const booths = [
  {
    name: 'Prompt Bar',
    text: 'Customize an AI agent for your business side by side with our prompt engineers.',
  },
  {
    name: 'Content Drop',
    text: 'Talk for five minutes and leave with a week of posts: voice-to-content repurposing, live.',
  },
  {
    name: 'Inbox Tune-Up',
    text: 'Set up email rules, drafted replies and follow-ups with our automation experts.',
  },
  {
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
      {/* Numbered rows in large type, no icon boxes; on a phone a rail that scrolls
          sideways, as the page's length there is a goal of its own. */}
      <div className="summit-booths">
        <SnapRail label="The four booths" from="sm">
          {booths.map(({ name, text }, index) => (
            <li key={name} className={railItem.sm}>
              <span aria-hidden="true">0{index + 1}</span>
              <h3>{name}</h3>
              <p>{text}</p>
            </li>
          ))}
        </SnapRail>
      </div>
    </section>
  );
}
