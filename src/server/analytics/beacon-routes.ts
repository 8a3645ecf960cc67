import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beaconPath } from '../../shared/analytics-events.ts';
import { messages } from '../../shared/messages.ts';
import { beaconSchema } from '../../shared/schemas/analytics.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { recordBeacon } from './collection-service.ts';
import { createBeaconIngest } from './beacon-ingest.ts';

export interface BeaconRoutesOptions {
  database: Database;
  /** Beacons per minute per client address; a visitor sends a few per page. */
  perMinute?: number | undefined;
}

export const defaultBeaconsPerMinute = 120;

/**
 * POST /api/analytics/events: the public pages' beacon. `navigator.sendBeacon` posts its
 * JSON as text/plain (no preflight), so this plugin reads text/plain bodies as JSON. Every
 * beacon, good or bad, counts against the sender's limit, in the database, so the limit
 * holds across server processes.
 */
export const beaconRoutes: FastifyPluginAsyncZod<BeaconRoutesOptions> = async (
  app,
  { database, perMinute = defaultBeaconsPerMinute },
) => {
  const { db } = database;
  const ingest = createBeaconIngest(db, perMinute, (error, count) =>
    app.log.warn({ err: error, count }, 'analytics events lost'),
  );
  // Beacons answered before the close are written before the database goes.
  app.addHook('onClose', () => ingest.drain());
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['text/plain', 'application/json'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string) as unknown);
      } catch {
        done(AppError.badRequest('The body is not JSON'));
      }
    },
  );

  app.post(
    beaconPath,
    {
      // A busy site sends many; their access lines would be noise, and addresses.
      logLevel: 'warn',
      onRequest: async (request) => {
        const verdict = await ingest.countBeacon(request.ip);
        if (verdict.isAllowed) return;
        throw AppError.tooManyRequests(verdict.secondsLeft, messages.server.rateLimited);
      },
      schema: {
        body: beaconSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await recordBeacon(
        db,
        request.body,
        { address: request.ip, headers: request.headers },
        new Date(),
        ingest.store,
      );
      // Counted or not (opted out, a bot), the answer is the same: nothing to tell.
      return reply.status(204).send(null);
    },
  );
};
