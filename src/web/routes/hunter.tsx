import { HunterPage } from '../features/offers/hunter/hunter-page';
import { pageMeta } from '../lib/page-meta';
import { WorkIsland } from '../features/marketing/work/work-island';

export const meta = () =>
  pageMeta({
    title: 'BrandFuel for real estate agents',
    description:
      'Listing videos, neighborhood guides, market updates and just-sold graphics made for you every month, so buyers and sellers already know you.',
    path: '/hunter',
  });

export default function HunterRoute() {
  return (
    <>
      <HunterPage />
      <WorkIsland />
    </>
  );
}
