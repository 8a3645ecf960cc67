import { useParams, useSearchParams } from 'react-router';
import { creditParameter } from '~/shared/booking/credit-paths';
import { BookingFlow } from '../features/booking/components/booking-flow';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Book a call',
    description: 'Pick a time for a call with Signal Studio.',
    path: '/book',
  }),
];

export default function BookPage() {
  const { kind = 'discovery-call' } = useParams();
  // A cancelled paid call's credit, from its mail's "Book again with your credit" link.
  const creditToken = useSearchParams()[0].get(creditParameter) ?? undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <BookingFlow key={kind} slug={kind} creditToken={creditToken} />
    </div>
  );
}
