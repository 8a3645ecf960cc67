import {
  JourneyHero,
  JourneyResults,
  JourneyTimeline,
} from '../features/offers/journey/journey-story';
import { StageTracker } from '../features/offers/journey/stage-tracker';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'A client journey through the Signal Stack',
    description:
      'How one founder went from stuck to a waitlist in six months: clarity, brand, platform, AI voice and momentum, stage by stage.',
    path: '/journey',
  });

export default function JourneyPage() {
  return (
    <>
      <StageTracker />
      <JourneyHero />
      <JourneyTimeline />
      <JourneyResults />
    </>
  );
}
