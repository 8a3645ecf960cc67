import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
        return reply
          .header('cache-control', 'no-store')
          .send({ status: 'ok', database: database.engine });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: database.engine });
      }
    },
  );
};
