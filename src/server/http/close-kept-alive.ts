import type { FastifyInstance } from 'fastify';

/** How often, while stopping, connections that have gone quiet are closed. */
const idleSweepMs = 100;

/**
 * Lets a stop finish as soon as the last in-flight request is answered. Node's
 * `server.close()` closes the keep-alive connections idle at that moment, but a request
 * still running then leaves its connection open after its answer, for the client to reuse
 * until the keep-alive timeout (72 s): the close waits that long, past the stop's grace.
 * So once closing begins, every answer says `Connection: close` (Node then ends the
 * connection after it), and connections that go quiet anyway (an answer already on its
 * way when the stop came) are closed every `idleSweepMs` until the server has closed.
 */
export function registerCloseKeptAliveConnections(app: FastifyInstance): void {
  let isClosing = false;
  // A callback hook: every response passes through it, and a promise each is wasted work.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    isClosing = true;
    const server = app.server;
    if (!server.listening) return;
    const sweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    sweep.unref();
    server.once('close', () => clearInterval(sweep));
  });
}
