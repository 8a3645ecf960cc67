import { useSearchParams } from 'react-router';
import { PaidBooking } from '../features/booking/components/paid-booking';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Your booking',
    description: 'Your paid call with Signal Studio.',
    path: '/book/paid',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Where the checkout returns after a paid booking (the session id names the payment). */
export default function BookPaidPage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PaidBooking sessionId={params.get('session_id') ?? ''} />
    </div>
  );
}
