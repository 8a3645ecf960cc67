import type { PGlite } from '@electric-sql/pglite';
import type { FastifyPluginAsync } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { EmbeddedPostgres } from '../db/engine/embedded-postgres.ts';
import { backupPostgres } from '../db/engine/postgres-backup.ts';
import { maintenanceTokenHeader } from '../db/engine/backup.ts';

interface MaintenanceOptions {
  token: string;
  pglite: PGlite | undefined;
  embeddedPostgres: EmbeddedPostgres | undefined;
}

function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets `npm run backup` dump the embedded database through the server that holds it. Only
 * loopback callers that can read the data directory's secret get in.
 */
export const maintenanceRoutes: FastifyPluginAsync<MaintenanceOptions> = async (
  app,
  { token, pglite, embeddedPostgres },
) => {
  app.post('/internal/backup', async (request, reply) => {
    const given = request.headers[maintenanceTokenHeader];
    const isLoopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(
      request.socket.remoteAddress ?? '',
    );
    if (!isLoopback || typeof given !== 'string' || !isSameSecret(given, token)) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    if (embeddedPostgres) {
      const { connectionString, pgData } = embeddedPostgres;
      return reply.type('application/gzip').send(await backupPostgres(connectionString, pgData));
    }
    if (pglite) {
      const dump = await pglite.dumpDataDir('gzip');
      return reply.type('application/gzip').send(Buffer.from(await dump.arrayBuffer()));
    }
    return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
  });
};
