import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsReportSchema } from '../../shared/schemas/analytics.ts';
import type { Database } from '../db/database.ts';
import { errorBodySchema } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import { analyticsReport } from './report-service.ts';

/** GET /api/admin/analytics: the admin's Analytics section, for admins only. */
export const reportRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;
  app.addHook('onRequest', requireAdmin(db));
  app.get(
    '/api/admin/analytics',
    {
      schema: {
        querystring: analyticsQuerySchema,
        response: {
          200: analyticsReportSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => analyticsReport(db, request.query, new Date()),
  );
};
