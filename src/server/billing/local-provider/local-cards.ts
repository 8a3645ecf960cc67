/**
 * The local provider's test cards, as Stripe's test mode has them: 4242 4242 4242 4242
 * pays, 4000 0000 0000 0002 is declined, and any other number is refused, so nobody types
 * a real card into a page that only pretends to charge it. Only the brand and the last
 * four digits are ever kept.
 */

export type CardCheck =
  | { outcome: 'approved'; brand: string; last4: string }
  | { outcome: 'declined' | 'refused'; message: string };

export const cardMessages = {
  declined: 'Your card was declined.',
  refused:
    'This test checkout accepts only test cards: use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.',
} as const;

export function checkTestCard(input: string): CardCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (digits === '4242424242424242') return { outcome: 'approved', brand: 'visa', last4: '4242' };
  if (digits === '4000000000000002') return { outcome: 'declined', message: cardMessages.declined };
  return { outcome: 'refused', message: cardMessages.refused };
}
