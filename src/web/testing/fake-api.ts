/**
 * A stand-in for the server in component tests: routes by method and path to handlers
 * that answer JSON, and records every call so a test can check what a screen sent.
 * Installed as `fetch`; anything without a route answers 404 so a missing stub shows
 * up as the screen's error state rather than a hang.
 */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: ApiCall, params: Record<string, string>) => unknown;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

/** A reply with a status other than 200: `{ status, body }` from a handler. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The server's error shape, `{ error: { code, message, details? } }`, with a status. */
export const errorReply = (status: number, code: string, message: string, details?: object) =>
  new Reply(status, { error: { code, message, ...(details ? { details } : {}) } });

export class FakeApi {
  readonly calls: ApiCall[] = [];
  readonly #routes: Route[] = [];

  /** `path` may hold `:name` segments; a later route for the same path wins. */
  on(method: string, path: string, handler: Handler | object): this {
    const names: string[] = [];
    const source = path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.#routes.unshift({
      method,
      pattern: new RegExp(`^${source}$`),
      names,
      handler: typeof handler === 'function' ? (handler as Handler) : () => handler,
    });
    return this;
  }

  /** Calls made with `method` to paths starting with `prefix`. */
  callsTo(method: string, prefix: string): ApiCall[] {
    return this.calls.filter((call) => call.method === method && call.path.startsWith(prefix));
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, path: url.pathname + url.search, body };
    this.calls.push(call);
    for (const route of this.#routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1] ?? '']));
      const result = await route.handler(call, params);
      if (result instanceof Response) return result;
      const reply = result instanceof Reply ? result : new Reply(200, result);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({
        error: { code: 'not_found', message: `no stub for ${method} ${url.pathname}` },
      }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
  };
}
