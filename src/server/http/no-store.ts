import type { FastifyInstance } from 'fastify';

/** A route that revalidates its answer every time in the caller's own browser only. */
const privateRevalidated = (value: unknown) =>
  typeof value === 'string' && /\bprivate\b/.test(value) && /\bno-cache\b/.test(value);

/**
 * An answer to a request that carries credentials is that caller's own (profile, orders,
 * leads, tokens): no shared cache may keep it, and by default no browser either. Every
 * signed-in call of the app sends its bearer token in Authorization. The one exception a
 * route may choose is `private, no-cache` (the todo list's ETag: the browser keeps its own
 * copy but asks the server, with the token, before every use;
 * docs/decisions/2026-11-21-todo-list-built-and-cached-by-the-database.md).
 */
export function registerNoStoreForCredentials(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization === undefined) return;
    if (privateRevalidated(reply.getHeader('cache-control'))) return;
    reply.header('cache-control', 'no-store');
  });
}
