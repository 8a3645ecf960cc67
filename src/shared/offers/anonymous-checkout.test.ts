import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { networkFailureReply, readCheckoutReply } from '../checkout-reply.ts';
import { anonymousCheckoutRequest } from './anonymous-checkout.ts';

/** The offer pages' buttons show the server's reason as it came. */
const anonymous = { sayFailedToCreate: false };

const reply = (status: number, body: unknown) => ({
  status,
  bodyText: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('anonymousCheckoutRequest', () => {
  it('sends the product key as price_id, its mode and the spec return addresses', () => {
    expect(anonymousCheckoutRequest('bizBuiltNowPackage', 'https://signal.studio')).toEqual({
      price_id: 'bizBuiltNowPackage',
      mode: 'payment',
      success_url: 'https://signal.studio/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://signal.studio/checkout/cancel',
    });
  });

  it('uses subscription mode for the membership and the payment plan', () => {
    expect(anonymousCheckoutRequest('muse', 'http://localhost').mode).toBe('subscription');
    expect(anonymousCheckoutRequest('bizBuiltNowPlan', 'http://localhost').mode).toBe(
      'subscription',
    );
    expect(anonymousCheckoutRequest('sparkSummit', 'http://localhost').mode).toBe('payment');
  });
});

describe('readCheckoutReply', () => {
  it('redirects to the returned address', () => {
    const url = 'https://checkout.example.com/c/pay/cs_test_123';
    expect(readCheckoutReply(reply(200, { url, sessionId: 'cs_test_123' }), anonymous)).toEqual({
      kind: 'redirect',
      url,
    });
    expect(readCheckoutReply(reply(200, { url: '/checkout/local/cs_1' }), anonymous)).toEqual({
      kind: 'redirect',
      url: '/checkout/local/cs_1',
    });
  });

  it.each([
    [
      'an error naming price_id',
      { error: 'No such price_id: bizBuiltNowPackage' },
      messages.checkout.invalidPrice,
    ],
    [
      'an error naming Authorization',
      { error: 'Missing Authorization header' },
      messages.checkout.authentication,
    ],
    [
      'an error naming an HTTP error',
      { error: 'HTTP error 502 from provider' },
      messages.checkout.network,
    ],
    [
      'any other error, as it came',
      { error: 'Checkout is paused for maintenance' },
      'Checkout is paused for maintenance',
    ],
    [
      'the API error shape',
      { error: { code: 'over_request_rate_limit', message: 'Too many requests' } },
      'Too many requests',
    ],
  ])('maps %s', (_case, body, message) => {
    expect(readCheckoutReply(reply(400, body), anonymous)).toEqual({ kind: 'error', message });
  });

  it('reads an error field even with a 200 status', () => {
    expect(readCheckoutReply(reply(200, { error: 'Invalid price_id' }), anonymous)).toEqual({
      kind: 'error',
      message: messages.checkout.invalidPrice,
    });
  });

  it('maps a failed status without an error field to the network message', () => {
    expect(readCheckoutReply(reply(502, '<html>Bad gateway</html>'), anonymous)).toEqual({
      kind: 'error',
      message: messages.checkout.network,
    });
    expect(readCheckoutReply(reply(500, ''), anonymous)).toEqual({
      kind: 'error',
      message: messages.checkout.network,
    });
  });

  it.each([
    ['an empty body', ''],
    ['a null body', 'null'],
    ['unreadable JSON', '{"url":'],
  ])('says no response was received for %s', (_case, bodyText) => {
    expect(readCheckoutReply({ status: 200, bodyText }, anonymous)).toEqual({
      kind: 'error',
      message: messages.checkout.noResponse,
    });
  });

  it.each([
    ['no url', { sessionId: 'cs_1' }],
    ['an empty url', { url: '' }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['a protocol-relative url', { url: '//evil.example/x' }],
    ['a non-string url', { url: 42 }],
  ])('says no checkout URL was received for %s', (_case, body) => {
    expect(readCheckoutReply(reply(200, body), anonymous)).toEqual({
      kind: 'error',
      message: messages.checkout.noUrl,
    });
  });
});

describe('networkFailureReply', () => {
  it('reads as the network error message', () => {
    expect(networkFailureReply()).toEqual({ kind: 'error', message: messages.checkout.network });
  });
});
