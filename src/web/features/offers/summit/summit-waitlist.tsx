import { useSiteState } from '~/web/lib/site-state';
import { EventOverSection } from '../waitlist/event-over-section';

/** Once the summit day is over: say so and take names for the next edition. */
export function SummitWaitlist() {
  const state = useSiteState();
  if (!state?.summit.isOver) return null;
  return (
    <EventOverSection
      event="spark-summit"
      title="This edition has taken place."
      message="Tell me about the next one: leave your name and e-mail and we will write when the next Spark Summit has a date and opens its seats. The agenda below is the record of this one."
      submitLabel="Tell me about the next one"
    />
  );
}
