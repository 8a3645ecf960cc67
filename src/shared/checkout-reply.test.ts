import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { isRedirectTarget, readCheckoutReply } from './checkout-reply';

const signedIn = { sayFailedToCreate: true };

const reply = (status: number, body: unknown) => ({
  status,
  bodyText: body === undefined ? '' : JSON.stringify(body),
});

describe('readCheckoutReply', () => {
  it('redirects to the returned address', () => {
    expect(
      readCheckoutReply(
        reply(200, { url: 'https://checkout.stripe.com/c/x', sessionId: 'cs_1' }),
        signedIn,
      ),
    ).toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/x',
    });
  });

  it.each([
    [reply(400, { error: 'Invalid price_id: x is not for sale' }), messages.checkout.invalidPrice],
    [reply(401, { error: 'Missing Authorization header' }), messages.checkout.authentication],
    [reply(502, undefined), messages.checkout.network],
    [
      reply(500, { error: { code: 'internal_error', message: 'Broken' } }),
      'Failed to create checkout session: Broken',
    ],
    [
      reply(400, { error: 'successUrl must be an address on this site' }),
      'Failed to create checkout session: successUrl must be an address on this site',
    ],
    [reply(200, undefined), messages.checkout.noResponse],
    [reply(200, { sessionId: 'cs_1' }), messages.checkout.noUrl],
    [reply(200, { url: 'javascript:alert(1)' }), messages.checkout.noUrl],
  ])('shows the catalogue message for %j', (answer, message) => {
    expect(readCheckoutReply(answer, signedIn)).toEqual({ kind: 'error', message });
  });
});

describe('isRedirectTarget', () => {
  it.each(['/checkout/local/cs_1', 'https://checkout.stripe.com/c/x', 'http://localhost:3000/a'])(
    'follows %s',
    (address) => expect(isRedirectTarget(address)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
    '/\\evil.example',
    'https://',
    'https:///path',
    'https://a b.example',
    42,
    undefined,
  ])('refuses %j', (address) => expect(isRedirectTarget(address)).toBe(false));
});
