import { paymentStateLabels, type BookingPaymentState } from '~/shared/booking/booking-types';

// Money owed or on its way reads amber, settled money green, the rest neutral; the words
// carry the meaning, the colour only helps scanning a long list.
const tones: Record<BookingPaymentState, string> = {
  free: 'border-ink-700 text-ink-300',
  awaiting_payment: 'border-amber-400/60 text-amber-200',
  paid: 'border-emerald-400/60 text-emerald-200',
  paid_with_credit: 'border-emerald-400/60 text-emerald-200',
  refund_due: 'border-amber-400/60 text-amber-200',
  refunded: 'border-ink-600 text-ink-200',
  credited: 'border-ink-600 text-ink-200',
  unpaid: 'border-ink-700 text-ink-400',
};

/** Where a booking's money stands, as a small labelled pill. */
export function PaymentBadge({
  state,
  className = '',
}: {
  state: BookingPaymentState;
  className?: string;
}) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs whitespace-nowrap ${tones[state]} ${className}`}
    >
      <span className="sr-only">Payment: </span>
      {paymentStateLabels[state]}
    </span>
  );
}
