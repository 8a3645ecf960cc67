import { CircleX, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { mailto } from '~/shared/external-links';
import { useSiteLinks } from '../lib/site-links';
import { buttonStyles } from '../components/ui/button-styles';
import { pageMeta } from '../lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Payment cancelled',
    description: 'Your checkout was cancelled and no charges were made.',
    path: '/checkout/cancel',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutCancelPage() {
  const { booking, contacts } = useSiteLinks();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <CircleX aria-hidden="true" className="mx-auto size-14 text-signal-400" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">Payment cancelled</h1>
      <p className="mt-4 text-lg text-ink-300">
        No charges were made. Your card has not been billed.
      </p>
      <section
        aria-labelledby="cancel-help"
        className="mt-10 rounded-2xl border border-ink-800 bg-ink-900/70 p-6 text-left"
      >
        <h2 id="cancel-help" className="flex items-center gap-2 font-semibold">
          <LifeBuoy aria-hidden="true" className="size-5 text-pulse-400" />
          Need help deciding?
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-ink-300">
          If something went wrong at checkout or you have questions about a package, write to{' '}
          <a href={mailto(contacts.support)} className="text-signal-300 underline">
            {contacts.support}
          </a>{' '}
          or{' '}
          <a
            href={booking.discoveryCall}
            target="_blank"
            rel="noopener noreferrer"
            className="text-signal-300 underline"
          >
            book a free 30-minute discovery call
          </a>
          . We will help you find the right starting point.
        </p>
      </section>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonStyles.secondary}>
          Return to Home
        </Link>
        <Link to="/products" className={buttonStyles.primary}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
