import { formatCurrency } from '../../shared/catalogue.ts';

/** What became of a paid call's payment, as its mails state it. */
export interface PaymentNote {
  settlement: 'refund' | 'credit';
  amount: number;
  currency: string;
}

/** One sentence for the mails: refunded, or kept as a credit. */
export function paymentSentence(payment: PaymentNote): string {
  const amount = formatCurrency(payment.amount, payment.currency);
  return payment.settlement === 'refund'
    ? `Your payment of ${amount} is refunded to the card you paid with; banks take 5–10 days to show it.`
    : `Your payment of ${amount} is kept as a credit. It pays for one future session of up to ${amount}, once: book it with the link below (it is yours alone; please do not forward this mail).`;
}
