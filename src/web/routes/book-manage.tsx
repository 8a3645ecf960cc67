import { useSearchParams } from 'react-router';
import { ManageBooking } from '../features/booking/components/manage-booking';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Your booking',
    description: 'Move or cancel your call.',
    path: '/book/manage',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function BookManagePage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <ManageBooking token={params.get('t') ?? ''} />
    </div>
  );
}
