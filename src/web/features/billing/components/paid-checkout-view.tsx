import { BadgeCheck, CheckCircle2, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import type { CheckoutStatus } from '~/shared/schemas/billing';
import { formatUsDollars } from '~/shared/us-dollars';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { GuestAccountOffer } from './guest-account-offer';

const words = messages.checkoutSuccess;

function amountText(status: CheckoutStatus): string | undefined {
  if (status.amount_total === null || status.currency !== 'USD') return undefined;
  const amount = formatUsDollars(status.amount_total / 100, status.amount_total % 100 ? 2 : 0);
  return status.mode === 'subscription' ? `${amount} (first payment)` : amount;
}

function confirmationText(isSubscription: boolean, isGuestBuyer: boolean): string {
  if (!isSubscription) {
    return 'We have received your payment. A confirmation email will follow shortly with your next steps.';
  }
  return isGuestBuyer
    ? 'Your subscription is active now; the receipt we e-mailed has its details. Once you create your account with the same address (below), you can see it, update your card or cancel it from your account page.'
    : 'Your subscription is active now. You can see it, update your card or cancel any time from your account page.';
}

/** The spec's thanks, named product and subscription or order box, for a paid session. */
export function PaidCheckoutView({
  status,
  isSignedOut,
}: {
  status: CheckoutStatus;
  isSignedOut: boolean;
}) {
  const isSubscription = status.confirmation === 'subscription';
  const amount = amountText(status);
  // A guest buyer has no account yet, so no account page or dashboard: say so instead of
  // promising them (the "Go to Dashboard" button once opened /register without a word).
  const isGuestBuyer = isSignedOut && status.is_guest;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-pulse-400" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{words.paid}</h1>
      <p className="mt-4 text-lg text-ink-300">
        {status.product_name ? (
          <>
            Thank you for your purchase of{' '}
            <strong className="text-ink-100">{status.product_name}</strong>
          </>
        ) : (
          words.thanksUnnamed
        )}
      </p>
      {amount ? <p className="mt-2 text-sm text-ink-400">Amount paid: {amount}</p> : null}
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
          {isSubscription ? words.subscriptionActive : words.orderConfirmed}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-ink-300">
          {confirmationText(isSubscription, isGuestBuyer)}
        </p>
      </section>
      {isGuestBuyer ? <GuestAccountOffer email={status.guest_email} /> : null}
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonStyles.secondary}>
          Return to Home
        </Link>
        {isGuestBuyer ? (
          // No dashboard without an account: the offer above creates one.
          <Link to="/login" className={buttonStyles.secondary}>
            Sign In
          </Link>
        ) : (
          <Link to="/dashboard" className={buttonStyles.primary}>
            Go to Dashboard
          </Link>
        )}
      </div>
      {isGuestBuyer ? (
        <p className="mt-4 text-sm text-ink-400">
          Your dashboard comes with your account: create it above with the address you paid with, or
          sign in if you already have one.
        </p>
      ) : null}
    </div>
  );
}
