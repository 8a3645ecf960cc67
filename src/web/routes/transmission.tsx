import { TransmissionPage } from '../features/marketing/transmission/transmission-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'The Transmission: a newsletter on brand, AI and systems',
    description:
      'The Transmission is Signal Studio’s newsletter: one sharp idea on brand strategy, AI and business systems in each issue. Free, five minutes to read.',
    path: '/transmission',
  });

export default function TransmissionRoute() {
  return <TransmissionPage />;
}
