import { Ticket } from 'lucide-react';
import type { BookingCredit } from '~/shared/booking/booking-types';
import { formatCurrency } from '~/shared/catalogue';
import type { CreditState } from '../api/use-booking-credit';

/** "Tuesday, March 3": the day of the cancelled call a credit came from. */
export function creditOrigin(credit: BookingCredit): string {
  const day = new Date(credit.fromStartsAt).toLocaleDateString('en-US', {
    timeZone: credit.fromTimeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  return `${credit.fromKind.name} of ${day}`;
}

/**
 * The booking page's word on its credit link: what pays for this call, or why the credit
 * cannot and that the page books as usual. An unusable credit is an alert, since it
 * changes what the visitor is about to do (pay after all).
 */
export function CreditNotice({ state }: { state: CreditState }) {
  if (state.status === 'usable') {
    const { credit } = state;
    return (
      <p
        role="status"
        className="flex gap-3 rounded-lg border border-signal-400/50 bg-ink-900 p-3 text-sm text-ink-100"
      >
        <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-300" />
        <span>
          <strong>Paid with your credit</strong> of {formatCurrency(credit.amount, credit.currency)}{' '}
          from your cancelled {creditOrigin(credit)}. No payment needed: the call is confirmed at
          once, and the credit is spent (it pays once).
        </span>
      </p>
    );
  }
  if (state.status === 'unusable') {
    return (
      <p role="alert" className="rounded-lg border border-amber-400/50 p-3 text-sm text-amber-100">
        {state.message}
      </p>
    );
  }
  return null;
}
