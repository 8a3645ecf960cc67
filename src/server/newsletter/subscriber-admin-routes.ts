import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  subscriberListSchema,
  subscriberQuerySchema,
} from '../../shared/schemas/newsletter-issues.ts';
import type { DB } from '../db/schema/schema.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import { z } from 'zod';
import { toCsv } from '../../shared/csv-text.ts';
import type { Clock } from '../clock.ts';
import { importSubscribers } from './subscriber-import.ts';
import {
  listAllSubscribers,
  listSubscribers,
  subscriberPageSize,
} from './subscribers-repository.ts';

const errors = errorResponses(400, 401, 403);

/** A CSV of 50,000 addresses with their columns fits in this. */
const importBodyLimit = 5 * 1024 * 1024;

const importSummarySchema = z.object({
  added: z.number().int(),
  confirmed: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});

/** The Transmission's subscribers in admin: newest first, by address and status. */
export const subscriberAdminRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const admin = { onRequest: requireAdmin(db) };
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: importBodyLimit },
    (_request, body, done) => done(null, body),
  );

  // The whole file or nothing: per-row problems come back in `details.problems`.
  app.post(
    '/api/admin/transmission/subscribers/import',
    {
      ...admin,
      bodyLimit: importBodyLimit,
      schema: { body: z.string(), response: { 200: importSummarySchema, ...errors } },
    },
    async (request) => importSubscribers(db, request.body, clock()),
  );

  app.get('/api/admin/transmission/subscribers/export.csv', admin, async (_request, reply) => {
    const rows = await listAllSubscribers(db);
    const csv = toCsv(
      ['email', 'status', 'source', 'created_at', 'confirmed_at', 'unsubscribed_at'],
      rows.map((row) => [
        row.email,
        row.status,
        row.source,
        row.created_at.toISOString(),
        row.confirmed_at?.toISOString() ?? '',
        row.unsubscribed_at?.toISOString() ?? '',
      ]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="transmission-subscribers.csv"')
      .send(csv);
  });

  app.get(
    '/api/admin/transmission/subscribers',
    {
      ...admin,
      schema: {
        querystring: subscriberQuerySchema,
        response: { 200: subscriberListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listSubscribers(db, request.query);
      return {
        subscribers: rows.slice(0, subscriberPageSize).map((row) => ({
          email: row.email,
          status: row.status,
          source: row.source,
          createdAt: row.created_at.toISOString(),
          confirmedAt: row.confirmed_at?.toISOString() ?? null,
          unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
        })),
        hasMore: rows.length > subscriberPageSize,
      };
    },
  );
};
