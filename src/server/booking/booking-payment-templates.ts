import { formatCurrency } from '../../shared/catalogue.ts';
import { defineMailTemplate, formatSessionTime, greeting } from '../mail/mail-template.ts';
import type { BookedCall } from './booking-templates.ts';

/** What became of a paid call's payment, as its mails state it. */
export interface PaymentNote {
  settlement: 'refund' | 'credit';
  amount: number;
  currency: string;
}

/** One sentence for the cancellation mail: refunded, or kept as a credit. */
export function paymentSentence(payment: PaymentNote): string {
  const amount = formatCurrency(payment.amount, payment.currency);
  return payment.settlement === 'refund'
    ? `Your payment of ${amount} is refunded to the card you paid with; banks take 5–10 days to show it.`
    : `Your payment of ${amount} is kept as a credit for a future session: reply to this mail when you want to book it.`;
}

/**
 * A payment that arrived after its 15-minute hold was released and someone else took the
 * time: nothing is booked, and the money goes back.
 */
export const bookingPaymentReturned = defineMailTemplate<BookedCall & PaymentNote>({
  compose: (data, { recipient }) => ({
    subject: `Not booked: ${data.kindName}, your payment is refunded`,
    preview: 'The time you picked was released before your payment arrived.',
    reason: `You get this mail because a call with Signal Studio was paid for by ${recipient}.`,
    blocks: [
      { kind: 'heading', text: 'Your call could not be booked' },
      {
        kind: 'paragraph',
        text: `${greeting(data.name)} we hold a time for 15 minutes while you pay. Your payment for the ${data.kindName} on ${formatSessionTime(data.startsAt, data.timeZone)} arrived after that, and the time had been booked by someone else in the meantime.`,
      },
      { kind: 'paragraph', text: paymentSentence(data) },
      { kind: 'note', text: 'You are welcome to pick another time on our site.' },
    ],
  }),
});
