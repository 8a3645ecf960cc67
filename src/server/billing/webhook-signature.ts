import Stripe from 'stripe';

/**
 * Stripe's webhook signature scheme (`Stripe-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>">`), done by the Stripe SDK: the local provider signs its
 * deliveries with `generateTestHeaderString`, and every delivery, Stripe's or ours, is
 * verified by the SDK's `verifyHeader` (constant-time comparison, any of several v1
 * signatures, replay tolerance).
 */

/** Stripe's default: a signature older (or newer) than five minutes is a replay. */
export const signatureToleranceSeconds = 300;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export function signatureHeader(
  payload: Buffer | string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: payload.toString(),
    secret,
    timestamp,
  });
}

export interface VerifyOptions {
  payload: Buffer;
  header: string | undefined;
  secret: string;
  toleranceSeconds?: number;
  nowSeconds?: number;
}

/** The header's timestamp, when it has one and at least one v1 signature. */
function signedAt(header: string): number | undefined {
  const parts = header.split(',').map((part) => part.trim());
  const timestamp = parts.find((part) => /^t=\d+$/.test(part));
  const hasSignature = parts.some((part) => /^v1=[0-9a-f]{64}$/i.test(part));
  return timestamp && hasSignature ? Number(timestamp.slice(2)) : undefined;
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
  const timestamp = signedAt(header);
  if (timestamp === undefined) throw new WebhookSignatureError('Malformed Stripe-Signature header');
  // The SDK only refuses old signatures; one dated in the future is refused here.
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError('Signature timestamp outside the tolerance');
  const { signature } = Stripe.webhooks;
  if (!signature) throw new Error('This Stripe SDK cannot verify webhook signatures');
  try {
    signature.verifyHeader(payload, header, secret, toleranceSeconds, undefined, nowSeconds);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError('No signature matches the payload');
    }
    throw error;
  }
}
