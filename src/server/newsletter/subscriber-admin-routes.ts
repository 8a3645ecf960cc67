import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  subscriberListSchema,
  subscriberQuerySchema,
} from '../../shared/schemas/newsletter-issues.ts';
import type { DB } from '../db/schema.ts';
import { errorBodySchema } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import { listSubscribers, subscriberPageSize } from './subscribers-repository.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;

/** The Transmission's subscribers in admin: newest first, by address and status. */
export const subscriberAdminRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (
  app,
  { db },
) => {
  const admin = { onRequest: requireAdmin(db) };
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
