import { CircleHelp, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mailto } from '~/shared/external-links';
import { useSiteLinks } from '~/web/lib/site-links';
import { messages } from '~/shared/messages';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { Spinner } from '~/web/components/ui/spinner';
import type { CheckoutStatusView } from '../api/use-checkout-status';
import { PaidCheckoutView } from './paid-checkout-view';

const words = messages.checkoutSuccess;

/** /checkout/success: asks the server, then tells the truth about the session. */
export function CheckoutSuccessView({
  view,
  isSignedOut,
}: {
  view: CheckoutStatusView;
  isSignedOut: boolean;
}) {
  switch (view.phase) {
    case 'checking':
      return (
        <div className="grid min-h-[50vh] place-items-center px-4">
          <Spinner label={words.processing} />
        </div>
      );
    case 'paid':
      return <PaidCheckoutView status={view.status} isSignedOut={isSignedOut} />;
    case 'still-processing':
      return (
        <PaymentNotice
          icon={<Clock aria-hidden="true" className="mx-auto size-14 text-signal-400" />}
          title={words.stillProcessing}
          help={words.stillProcessingHelp}
        />
      );
    case 'not-found':
      return (
        <PaymentNotice
          icon={<CircleHelp aria-hidden="true" className="mx-auto size-14 text-signal-400" />}
          title={words.notFound}
          help={words.notFoundHelp}
        />
      );
  }
}

function PaymentNotice({ icon, title, help }: { icon: ReactNode; title: string; help: string }) {
  const { contacts } = useSiteLinks();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      {icon}
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-300">{help}</p>
      <p className="mt-4 text-sm text-ink-400">
        Questions? Write to{' '}
        <a href={mailto(contacts.support)} className="text-signal-300 underline">
          {contacts.support}
        </a>
        .
      </p>
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
