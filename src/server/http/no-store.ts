import type { FastifyInstance } from 'fastify';

/**
 * An answer to a request that carries credentials is that caller's own (profile, orders,
 * leads, tokens): no browser or shared cache may keep it, whatever the route set. Every
 * signed-in call of the app sends its bearer token in Authorization.
 */
export function registerNoStoreForCredentials(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  });
}
