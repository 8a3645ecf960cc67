import { WorkPage } from '../features/marketing/work/work-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Work: brands, sites and systems we made',
    description:
      'Case studies from Signal Studio: the problem, what we made and the figures after, for bakeries, agents, clinics and studios.',
    path: '/work',
  });

export default function WorkRoute() {
  return <WorkPage />;
}
