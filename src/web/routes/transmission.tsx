import { TransmissionPage } from '../features/marketing/transmission/transmission-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'The Transmission: a daily newsletter on brand, AI and systems',
    description:
      'The Transmission is Signal Studio’s daily newsletter: one sharp idea on brand strategy, AI and business systems, every morning at 6:00 AM.',
    path: '/transmission',
  });

export default function TransmissionRoute() {
  return <TransmissionPage />;
}
