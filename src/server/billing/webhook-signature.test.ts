import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  signatureHeader,
  verifyWebhookSignature,
  WebhookSignatureError,
} from './webhook-signature.ts';

const secret = 'whsec_test_secret';
const payload = Buffer.from('{"id":"evt_1","type":"invoice.paid"}');
const now = 1_800_000_000;

describe('webhook signatures', () => {
  it('accepts its own signature and one made by the Stripe SDK', () => {
    verifyWebhookSignature({
      payload,
      header: signatureHeader(payload, secret, now),
      secret,
      nowSeconds: now,
    });
    const stripeHeader = Stripe.webhooks.generateTestHeaderString({
      payload: payload.toString(),
      secret,
      timestamp: now,
    });
    expect(stripeHeader).toBe(signatureHeader(payload, secret, now));
    verifyWebhookSignature({ payload, header: stripeHeader, secret, nowSeconds: now });
  });

  it('is verified by the Stripe SDK, so both sides speak the same scheme', () => {
    const header = signatureHeader(payload, secret, Math.floor(Date.now() / 1000));
    const event = Stripe.webhooks.constructEvent(payload, header, secret);
    expect(event.id).toBe('evt_1');
  });

  it.each([
    ['no header', undefined],
    ['a malformed header', 'v1=abc'],
    ['another secret', signatureHeader(payload, 'whsec_other', now)],
    ['a signature older than five minutes', signatureHeader(payload, secret, now - 301)],
    ['a signature from the future', signatureHeader(payload, secret, now + 301)],
  ])('rejects %s', (_case, header) => {
    expect(() => verifyWebhookSignature({ payload, header, secret, nowSeconds: now })).toThrow(
      WebhookSignatureError,
    );
  });

  it('rejects a body changed after signing, even by one byte', () => {
    const header = signatureHeader(payload, secret, now);
    const tampered = Buffer.from(payload.toString().replace('evt_1', 'evt_2'));
    expect(() =>
      verifyWebhookSignature({ payload: tampered, header, secret, nowSeconds: now }),
    ).toThrow('No signature matches');
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const old = signatureHeader(payload, 'whsec_old', now).split(',')[1];
    const header = `${signatureHeader(payload, secret, now)},${old}`;
    verifyWebhookSignature({ payload, header, secret, nowSeconds: now });
  });
});
