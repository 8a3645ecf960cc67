import { describe, expect, it } from 'vitest';
import { cardMessages, checkTestCard } from './local-cards.ts';

describe('checkTestCard', () => {
  it.each([
    '4242 4242 4242 4242',
    '4242424242424242',
    '4242-4242-4242-4242',
    ' 4242 4242 4242 4242 ',
  ])('approves %j as a Visa ending 4242', (number) => {
    expect(checkTestCard(number)).toEqual({ outcome: 'approved', brand: 'visa', last4: '4242' });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(checkTestCard('4000 0000 0000 0002')).toEqual({
      outcome: 'declined',
      message: cardMessages.declined,
    });
  });

  it.each(['', '4242', '5555 5555 5555 4444', '4242 4242 4242 4243', 'abcd'])(
    'refuses %j',
    (number) => {
      expect(checkTestCard(number).outcome).toBe('refused');
    },
  );
});
