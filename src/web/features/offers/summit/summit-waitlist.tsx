import { useSiteState } from '../../../lib/site-state';
import { EventOverSection } from '../waitlist/event-over-section';

/** Once the summit day is over: say so and take names for the next edition. */
export function SummitWaitlist() {
  const state = useSiteState();
  if (!state?.summit.isOver) return null;
  return (
    <EventOverSection
      event="spark-summit"
      title="This edition has taken place."
      message="Leave your name and e-mail and we will write when the next Spark Summit opens its seats."
    />
  );
}
