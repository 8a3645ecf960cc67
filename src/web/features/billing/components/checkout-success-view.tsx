import { BadgeCheck, CheckCircle2, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import type { ResolutionState } from '../api/use-checkout-resolution';

/** /checkout/success: processing, then the thanks and the subscription or order box. */
export function CheckoutSuccessView({ state }: { state: ResolutionState }) {
  if (state.phase === 'processing') {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4">
        <Spinner label="Processing your payment..." />
      </div>
    );
  }
  const isSubscription = state.confirmation === 'subscription';
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-pulse-400" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">Payment Successful!</h1>
      <p className="mt-4 text-lg text-ink-300">
        {state.productName ? (
          <>
            Thank you for your purchase of{' '}
            <strong className="text-ink-100">{state.productName}</strong>
          </>
        ) : (
          'Thank you for your purchase'
        )}
      </p>
      <section
        aria-labelledby="confirmation-heading"
        className={`mt-10 rounded-2xl border p-6 text-left ${
          isSubscription ? 'border-pulse-500/40 bg-pulse-500/10' : 'border-ink-800 bg-ink-900/70'
        }`}
      >
        <h2 id="confirmation-heading" className="flex items-center gap-2 font-semibold">
          {isSubscription ? (
            <BadgeCheck aria-hidden="true" className="size-5 text-pulse-400" />
          ) : (
            <PackageCheck aria-hidden="true" className="size-5 text-signal-400" />
          )}
          {isSubscription ? 'Your Subscription is Active' : 'Your Order is Confirmed'}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-ink-300">
          {isSubscription
            ? 'Your subscription is active now. You can see it, update your card or cancel any time from your account page.'
            : 'We have received your payment. A confirmation email will follow shortly with your next steps.'}
        </p>
      </section>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonStyles.secondary}>
          Return to Home
        </Link>
        <Link to="/dashboard" className={buttonStyles.primary}>
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}
