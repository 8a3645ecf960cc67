import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK made, with its form body flattened as Stripe encodes it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export type FakeReply = { status?: number; body: unknown };
export type FakeRoute = (request: RecordedRequest) => FakeReply | undefined;

export interface FakeStripeServer {
  url: string;
  requests: RecordedRequest[];
  /** Routes tried first to last; the first that answers wins. */
  routes: FakeRoute[];
  close(): Promise<void>;
}

/**
 * A stand-in for api.stripe.com that records what the official SDK sends (pointed at it
 * with the SDK's host, port and protocol options) and answers canned objects.
 */
export async function startFakeStripeServer(routes: FakeRoute[] = []): Promise<FakeStripeServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    let raw = '';
    incoming.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.stripe');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: Object.fromEntries(new URLSearchParams(raw)),
        headers: incoming.headers,
      };
      requests.push(request);
      const reply = fake.routes
        .map((route) => route(request))
        .find((answer) => answer !== undefined) ?? {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `No fake for ${request.method} ${request.path}`,
          },
        },
      };
      response.writeHead(reply.status ?? 200, {
        'content-type': 'application/json',
        'request-id': 'req_fake',
      });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeStripeServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
