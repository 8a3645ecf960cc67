import { formatCurrency } from '../../../shared/catalogue.ts';
import type { MailBlock } from '../mail-content.ts';
import { defineMailTemplate, formatMailDate } from '../mail-template.ts';

/**
 * Receipts and notices about money. A guest (no account) has no account page, so their
 * mails say where their purchase shows instead of linking to one.
 */
interface OrderFacts {
  orderNumber: string;
  productName: string;
  currency: string;
  /** Whether the order belongs to an account (its account page lists it). */
  hasAccount: boolean;
}

function whereToSeeIt(publicUrl: string, hasAccount: boolean): MailBlock[] {
  if (hasAccount) {
    return [{ kind: 'button', label: 'See it on your account page', url: `${publicUrl}/account` }];
  }
  return [
    {
      kind: 'paragraph',
      text: 'You bought as a guest, so this mail is your record. Create an account with this address and your purchases can join it: the account page offers to mail you a link that confirms the address.',
    },
    { kind: 'links', links: [{ label: 'Create an account', url: `${publicUrl}/register` }] },
  ];
}

export interface ReceiptData extends OrderFacts {
  amount: number;
  paidAt: string;
  isRenewal: boolean;
  cardBrand?: string;
  cardLast4?: string;
  /** A subscription's next renewal, when known. */
  renewsAt?: string;
}

export const receipt = defineMailTemplate<ReceiptData>({
  compose: (data, { publicUrl, supportEmail }) => {
    const amount = formatCurrency(data.amount, data.currency);
    const card = data.cardLast4
      ? `${(data.cardBrand ?? 'Card').toUpperCase()} ending in ${data.cardLast4}`
      : undefined;
    return {
      subject: `Your receipt for ${data.productName} (order ${data.orderNumber})`,
      preview: `${amount} paid on ${formatMailDate(data.paidAt)}${data.isRenewal ? ' for your renewal' : ''}.`,
      reason: `You get this mail because a payment was made with this address. Questions: ${supportEmail}.`,
      blocks: [
        {
          kind: 'heading',
          text: data.isRenewal ? 'Your renewal receipt' : 'Thank you: payment received',
        },
        {
          kind: 'facts',
          rows: [
            { label: 'Order number', value: data.orderNumber },
            { label: data.isRenewal ? 'Renewal of' : 'Item', value: data.productName },
            { label: 'Amount paid', value: amount },
            { label: 'Date', value: formatMailDate(data.paidAt) },
            ...(card ? [{ label: 'Paid with', value: card }] : []),
            ...(data.renewsAt
              ? [{ label: 'Next renewal', value: formatMailDate(data.renewsAt) }]
              : []),
          ],
        },
        ...whereToSeeIt(publicUrl, data.hasAccount),
      ],
    };
  },
});

export interface RefundData extends OrderFacts {
  amountRefunded: number;
  totalRefunded: number;
  orderTotal: number;
  refundedAt: string;
}

export const refundNotice = defineMailTemplate<RefundData>({
  compose: (data, { publicUrl, supportEmail }) => {
    const money = (cents: number) => formatCurrency(cents, data.currency);
    const isWhole = data.totalRefunded >= data.orderTotal;
    return {
      subject: `Refund of ${money(data.amountRefunded)} for order ${data.orderNumber}`,
      preview: `${money(data.amountRefunded)} is on its way back to your card.`,
      reason: `You get this mail because a payment made with this address was refunded. Questions: ${supportEmail}.`,
      blocks: [
        {
          kind: 'heading',
          text: isWhole ? 'Your payment was refunded' : 'Part of your payment was refunded',
        },
        {
          kind: 'facts',
          rows: [
            { label: 'Order number', value: data.orderNumber },
            { label: 'Item', value: data.productName },
            { label: 'Refunded now', value: money(data.amountRefunded) },
            {
              label: 'Refunded in all',
              value: `${money(data.totalRefunded)} of ${money(data.orderTotal)}`,
            },
            { label: 'Date', value: formatMailDate(data.refundedAt) },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The money goes back to the card you paid with. Banks usually show it within 5 to 10 business days.',
        },
        ...whereToSeeIt(publicUrl, data.hasAccount),
      ],
    };
  },
});

export interface RenewalFailedData {
  productName: string;
  amountDue: number;
  currency: string;
  /** When the provider will try the card again, if it said. */
  nextAttemptAt?: string;
  hasAccount: boolean;
}

export const renewalFailed = defineMailTemplate<RenewalFailedData>({
  compose: (data, { publicUrl, supportEmail }) => {
    const amount = formatCurrency(data.amountDue, data.currency);
    return {
      subject: `Your ${data.productName} renewal did not go through`,
      preview: `We could not charge ${amount}. Update your card to keep your membership.`,
      reason: `You get this mail because a subscription paid with this address could not be renewed. Questions: ${supportEmail}.`,
      blocks: [
        { kind: 'heading', text: 'Your renewal payment failed' },
        {
          kind: 'paragraph',
          text: `Your card was declined when we tried to charge ${amount} for ${data.productName}.${
            data.nextAttemptAt ? ` We will try again on ${formatMailDate(data.nextAttemptAt)}.` : ''
          } Update your card to keep it running.`,
        },
        ...(data.hasAccount
          ? [
              {
                kind: 'button' as const,
                label: 'Update my card',
                url: `${publicUrl}/account`,
              },
              {
                kind: 'note' as const,
                text: 'On the account page, Manage Your Subscription opens the payment page where you change the card.',
              },
            ]
          : [
              {
                kind: 'paragraph' as const,
                text: `This subscription has no account here yet. Write to ${supportEmail} and we will send you a link to update the card.`,
              },
            ]),
      ],
    };
  },
});
