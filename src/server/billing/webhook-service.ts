import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import { eventEnvelopeSchema } from './billing-events.ts';
import { eventPreparers } from './event-handlers.ts';
import type { BillingContext } from './subscription-sync.ts';
import { verifyWebhookSignature, WebhookSignatureError } from './webhook-signature.ts';
import {
  claimUnprocessedEvent,
  insertWebhookEvent,
  isWebhookEventProcessed,
  replaceEventData,
} from './webhook-events-repository.ts';

/** A delivery refused before anything was stored: answered 400, so nothing is kept. */
export class WebhookRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}

export interface WebhookResult {
  received: true;
  /** The event had been processed before: acknowledged, not applied again. */
  duplicate: boolean;
}

export type WebhookReceiver = (
  rawBody: Buffer,
  signature: string | undefined,
) => Promise<WebhookResult>;

/**
 * The one path every payment event takes, Stripe's over HTTP and the local provider's
 * in-process: verify the signature on the raw bytes, store the event once by id, apply it
 * exactly once (concurrent duplicates wait on the event's row lock and then skip).
 */
export function createWebhookReceiver(options: {
  db: Kysely<DB>;
  context: BillingContext;
  log: FastifyBaseLogger;
}): WebhookReceiver {
  const { db, context, log } = options;
  return async (rawBody, signature) => {
    try {
      verifyWebhookSignature({
        payload: rawBody,
        header: signature,
        secret: context.provider.webhookSecret,
      });
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new WebhookRejectedError(error.message);
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookRejectedError('The body is not JSON');
    }
    const parsed = eventEnvelopeSchema.safeParse(json);
    if (!parsed.success) throw new WebhookRejectedError('The body is not an event');
    const event = parsed.data;

    const isFirstDelivery = await insertWebhookEvent(db, {
      id: event.id,
      type: event.type,
      data: json,
    });
    if (!isFirstDelivery && (await isWebhookEventProcessed(db, event.id))) {
      return { received: true, duplicate: true };
    }
    const preparer = eventPreparers[event.type];
    let prepared: Awaited<ReturnType<NonNullable<typeof preparer>>>;
    try {
      prepared = preparer ? await preparer(context, event) : undefined;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ZodError')) throw error;
      // A signed event we cannot read will not read better on redelivery: keep it stored
      // for a person to look at, acknowledge it, and say so in the log.
      log.error({ err: error, eventId: event.id, type: event.type }, 'unreadable payment event');
      prepared = undefined;
    }
    let isApplied = false;
    await db.transaction().execute(async (trx) => {
      if (!(await claimUnprocessedEvent(trx, event.id))) return;
      await prepared?.apply(trx);
      if (prepared?.enrichedData !== undefined)
        await replaceEventData(trx, event.id, prepared.enrichedData);
      isApplied = true;
    });
    return { received: true, duplicate: !isApplied };
  };
}
