import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature scheme: the `Stripe-Signature` header carries
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint's
 * whole signing secret. The local provider signs its deliveries with it and every
 * delivery, Stripe's or ours, is verified by `verifyWebhookSignature`.
 */

/** Stripe's default: a signature older (or newer) than five minutes is a replay. */
export const signatureToleranceSeconds = 300;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

function hmac(secret: string, timestamp: number, payload: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
}

export function signatureHeader(
  payload: Buffer | string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload).toString('hex')}`;
}

export interface VerifyOptions {
  payload: Buffer;
  header: string | undefined;
  secret: string;
  toleranceSeconds?: number;
  nowSeconds?: number;
}

/** Throws a WebhookSignatureError unless one v1 signature matches within the tolerance. */
export function verifyWebhookSignature({
  payload,
  header,
  secret,
  toleranceSeconds = signatureToleranceSeconds,
  nowSeconds = Math.floor(Date.now() / 1000),
}: VerifyOptions): void {
  if (!header) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value))
      signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0)
    throw new WebhookSignatureError('Malformed Stripe-Signature header');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError('Signature timestamp outside the tolerance');
  const expected = hmac(secret, timestamp, payload);
  if (!signatures.some((signature) => timingSafeEqual(signature, expected)))
    throw new WebhookSignatureError('No signature matches the payload');
}
