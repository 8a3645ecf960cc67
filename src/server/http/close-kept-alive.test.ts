import Fastify from 'fastify';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { registerCloseKeptAliveConnections } from './close-kept-alive.ts';

function get(url: string, agent: Agent): Promise<{ status: number; connection: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: String(response.headers.connection),
        }),
      );
    })
      .once('error', reject)
      .end();
  });
}

it('closes a kept-alive connection after the answer of a request in flight when stopping', async () => {
  const app = Fastify();
  registerCloseKeptAliveConnections(app);
  // Hooks run in the order they were added: once this one runs, the stop has begun.
  let markClosing = () => {};
  const closing = new Promise<void>((resolve) => (markClosing = resolve));
  app.addHook('preClose', async () => markClosing());
  let finish = () => {};
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  app.get('/slow', async () => {
    markStarted();
    await new Promise<void>((resolve) => (finish = resolve));
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // A client that would keep the connection for a minute if the server let it.
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
  try {
    const answer = get(`http://127.0.0.1:${port}/slow`, agent);
    await started;
    const closed = app.close();
    await closing;
    finish();
    expect(await answer).toEqual({ status: 200, connection: 'close' });
    const closedInTime = await Promise.race([
      closed.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    expect(closedInTime).toBe(true);
  } finally {
    agent.destroy();
  }
});
