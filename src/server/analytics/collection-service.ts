import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import { pageViewKind, type ServerEventName } from '../../shared/analytics-events.ts';
import type { BeaconInput } from '../../shared/schemas/analytics.ts';
import { isPrerenderedPath } from '../../shared/site-paths.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { insertBeaconEvents, type NewBeaconEvent } from './beacon-repository.ts';
import { insertAnalyticsEvent } from './events-repository.ts';
import { readPageAddress, referrerHost } from './page-address.ts';
import { isBotAgent, refusesTracking, utcDay, visitorHash } from './visitor.ts';

/** Who sent a request, as far as counting goes. Nothing of it is stored. */
export interface Sender {
  address: string;
  headers: IncomingHttpHeaders;
}

export type BeaconOutcome = 'recorded' | 'refused' | 'bot';

function ignoredBecause(sender: Sender): BeaconOutcome | undefined {
  if (refusesTracking(sender.headers)) return 'refused';
  if (isBotAgent(sender.headers['user-agent'])) return 'bot';
  return undefined;
}

/**
 * Counts one beacon, unless the sender opted out or is a bot. `store` writes the event:
 * the beacon route passes its batching writer; on its own the event is inserted directly.
 */
export async function recordBeacon(
  db: Kysely<DB>,
  input: BeaconInput,
  sender: Sender,
  now: Date,
  store: (event: NewBeaconEvent) => Promise<void> = (event) => insertBeaconEvents(db, [event]),
): Promise<BeaconOutcome> {
  const page = readPageAddress(input.url);
  if (input.name === pageViewKind && !isPrerenderedPath(page.path)) {
    throw AppError.badRequest('url must be a public page');
  }
  const ignored = ignoredBecause(sender);
  if (ignored) return ignored;
  const day = utcDay(now);
  const visitor = await visitorHash(db, day, sender.address, sender.headers['user-agent'] ?? '');
  const event = {
    day,
    occurred_at: now,
    kind: input.name,
    path: page.path,
    visitor,
    referrer_host: referrerHost(input.referrer, sender.headers.host),
    utm_source: page.utmSource,
    utm_medium: page.utmMedium,
    utm_campaign: page.utmCampaign,
  };
  await store(event);
  return 'recorded';
}

/**
 * An event the server saw happen in a visitor's request (a stored lead, a started
 * checkout). One line at its source; it never throws and never delays the answer.
 */
export function trackRequestEvent(
  db: Kysely<DB>,
  request: FastifyRequest,
  name: ServerEventName,
): void {
  const sender = { address: request.ip, headers: request.headers };
  if (ignoredBecause(sender)) return;
  const now = new Date();
  const day = utcDay(now);
  void visitorHash(db, day, sender.address, sender.headers['user-agent'] ?? '')
    .then((visitor) =>
      insertAnalyticsEvent(db, { day, occurred_at: now, kind: name, path: null, visitor }),
    )
    .catch((error: unknown) => request.log.warn({ err: error, name }, 'analytics event lost'));
}

/**
 * An event with no visitor behind it (a verified payment arriving by webhook), written in
 * the caller's transaction so it counts exactly when the payment does.
 */
export async function recordServerEvent(db: Kysely<DB>, name: ServerEventName): Promise<void> {
  const now = new Date();
  await insertAnalyticsEvent(db, { day: utcDay(now), occurred_at: now, kind: name, visitor: null });
}
