import { defineMailTemplate, formatSessionTime, greeting } from '../mail/mail-template.ts';
import { paymentSentence, type PaymentNote } from './booking-payment-text.ts';
import type { BookedCall } from './booking-templates.ts';

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
        text: `${greeting(data.name)} we hold a time for 15 minutes while you pay. Your payment for the ${data.kindName} on ${formatSessionTime(data.startsAt, data.timeZone)} arrived after that, and the time was no longer free.`,
      },
      { kind: 'paragraph', text: paymentSentence(data) },
      { kind: 'note', text: 'You are welcome to pick another time on our site.' },
    ],
  }),
});
