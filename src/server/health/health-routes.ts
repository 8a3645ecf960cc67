import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  // Liveness: the process answers. It never touches the database, so an outage there makes
  // a load balancer stop routing (readiness, /healthz) without an orchestrator killing
  // every process in a restart loop.
  app.get(
    '/livez',
    { logLevel: 'warn', schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  // Readiness: the process answers and its database does.
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { response: { 200: healthSchema, 503: healthSchema } } },
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
