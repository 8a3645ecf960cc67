import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage, checkoutFailure, httpErrorReason } from './checkout-errors.ts';
import { messages } from './messages.ts';

describe('checkoutErrorMessage', () => {
  it.each([
    [
      'Failed to create checkout session: Invalid price_id: x is not for sale',
      messages.checkout.invalidPrice,
    ],
    ['Missing Authorization header', messages.checkout.authentication],
    [
      'Failed to create checkout session: Invalid Authorization token',
      messages.checkout.authentication,
    ],
    [httpErrorReason(502), messages.checkout.network],
    ['HTTP error 0', messages.checkout.network],
    ['successUrl must be an address on this site', 'successUrl must be an address on this site'],
  ])('maps %j to %j', (reason, shown) => {
    expect(checkoutErrorMessage(new Error(reason))).toBe(shown);
    expect(checkoutErrorMessage(reason)).toBe(shown);
  });

  it('checks price_id before Authorization, as the spec lists them', () => {
    expect(checkoutErrorMessage('Authorization ok but price_id bad')).toBe(
      messages.checkout.invalidPrice,
    );
  });

  it('falls back to the generic failure for an empty or odd error', () => {
    expect(checkoutErrorMessage(new Error(''))).toBe(messages.checkout.failedFallback);
    expect(checkoutErrorMessage(undefined)).toBe(messages.checkout.failedFallback);
    expect(checkoutErrorMessage({ message: 42 })).toBe(messages.checkout.failedFallback);
  });
});

describe('checkoutFailure', () => {
  it("wraps the server's reason, or names the failure when there is none", () => {
    expect(checkoutFailure('Boom').message).toBe('Failed to create checkout session: Boom');
    expect(checkoutFailure(undefined).message).toBe(
      'Failed to create checkout session: Failed to create checkout session',
    );
  });
});
