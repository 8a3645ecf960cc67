import { CreditCard, Settings } from 'lucide-react';
import { cardLabel, periodEndDate, planName } from '~/shared/billing/subscription-display';
import type { SubscriptionRecord } from '~/shared/schemas/billing';
import { ManageSubscriptionButton } from './manage-subscription-button';

const card = 'rounded-2xl border border-ink-800 bg-ink-900/70 p-6';

export function ManageSubscriptionCard() {
  return (
    <section aria-labelledby="manage-heading" className={card}>
      <h2 id="manage-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Settings aria-hidden="true" className="size-5 text-signal-400" />
        Manage Your Subscription
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-300">
        Update your payment method, change your plan or cancel in the secure billing portal.
      </p>
      <div className="mt-5">
        <ManageSubscriptionButton />
      </div>
    </section>
  );
}

/** Plan name (or "Subscription"), renewal date from the period end, badge, and card. */
export function ActiveSubscriptionCard({ subscription }: { subscription: SubscriptionRecord }) {
  const endsOn = periodEndDate(subscription);
  const paymentMethod = cardLabel(subscription);
  const isEnding = subscription.cancel_at_period_end;
  return (
    <section aria-labelledby="subscription-heading" className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-ink-400">Active Subscription</p>
          <h2 id="subscription-heading" className="mt-1 text-xl font-semibold">
            {planName(subscription)}
          </h2>
        </div>
        <span className="rounded-full bg-green-500/15 px-3 py-1 text-xs font-semibold text-green-300">
          Active
        </span>
      </div>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        {endsOn && (
          <div>
            <dt className="text-ink-400">{isEnding ? 'Cancels on' : 'Renews on'}</dt>
            <dd className="mt-1 font-medium text-ink-100">{endsOn}</dd>
          </div>
        )}
        {paymentMethod && (
          <div>
            <dt className="text-ink-400">Payment method</dt>
            <dd className="mt-1 flex items-center gap-2 font-medium text-ink-100">
              <CreditCard aria-hidden="true" className="size-4 text-ink-400" />
              {paymentMethod}
            </dd>
          </div>
        )}
      </dl>
      {isEnding && (
        <p className="mt-4 rounded-lg border border-yellow-400/30 bg-yellow-400/10 px-3 py-2 text-sm text-yellow-200">
          Your subscription will not renew. You keep access until{' '}
          {endsOn ?? 'the end of the period'}.
        </p>
      )}
    </section>
  );
}
