import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/schema.ts';
import { signatureHeader } from '../webhook-signature.ts';
import type { WebhookReceiver } from '../webhook-service.ts';
import type { LocalEvent } from './local-events.ts';
import {
  insertLocalEvent,
  markLocalEventDelivered,
  undeliveredLocalEvents,
} from './local-provider-repository.ts';

/**
 * Sends the local provider's events to our own webhook, signed with Stripe's scheme. The
 * delivery is in-process (no dependence on PUBLIC_URL being reachable from here) but goes
 * through the same receiver, signature check included, as Stripe's HTTP deliveries. Each
 * event is recorded first; one that fails is retried with the next delivery.
 */
export class LocalEventDelivery {
  private receiver: WebhookReceiver | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  connect(receiver: WebhookReceiver): void {
    this.receiver = receiver;
  }

  async send(events: LocalEvent[]): Promise<void> {
    for (const event of events) {
      await insertLocalEvent(this.db, {
        id: event.id,
        type: event.type,
        payload: JSON.stringify(event),
      });
    }
    await this.deliverPending();
  }

  /** Delivers recorded events in the order they were made; returns how many went through. */
  async deliverPending(limit = 50): Promise<number> {
    const receiver = this.receiver;
    if (!receiver) return 0;
    let delivered = 0;
    for (const event of await undeliveredLocalEvents(this.db, limit)) {
      const payload = Buffer.from(event.payload);
      try {
        await receiver(payload, signatureHeader(payload, this.secret));
        await markLocalEventDelivered(this.db, event.id);
        delivered += 1;
      } catch (error) {
        this.log.error({ err: error, eventId: event.id }, 'local payment event not delivered');
        break;
      }
    }
    return delivered;
  }
}
