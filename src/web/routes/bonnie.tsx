import { BonniePage } from '../features/offers/bonnie/bonnie-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Friends and family: 25% off',
    description:
      'A 25% friends-and-family discount on BizBuiltNow and BrandFuel. Reply by email and we set it up personally.',
    path: '/bonnie',
  }),
  // A private offer for people we know: reachable by link, kept out of search results.
  { name: 'robots', content: 'noindex' },
];

export default function BonnieRoute() {
  return <BonniePage />;
}
