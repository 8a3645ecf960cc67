import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsReportSchema } from '../../shared/schemas/analytics.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
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
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => analyticsReport(db, request.query, new Date()),
  );
};
