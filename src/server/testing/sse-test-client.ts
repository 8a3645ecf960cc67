import { SseParser, type ServerSentEvent } from '../../shared/realtime/sse-parser.ts';

/**
 * Reads GET /api/realtime as the browser does (fetch with an Authorization header), for
 * tests and benchmarks. Keeps every event and lets a caller wait for one.
 */
export class SseTestClient {
  readonly events: (ServerSentEvent & { receivedAt: number })[] = [];
  readonly ended: Promise<void>;
  #waiters: (() => void)[] = [];
  readonly #abort = new AbortController();

  private constructor(response: Response) {
    const body = response.body;
    if (!body) throw new Error('realtime response has no body');
    this.ended = this.#read(body);
  }

  static async open(
    url: string,
    authorization: string,
    lastEventId?: string,
  ): Promise<SseTestClient> {
    const headers: Record<string, string> = { authorization, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const controller = new AbortController();
    const response = await fetch(url, { headers, signal: controller.signal });
    if (response.status !== 200) {
      throw new Error(`realtime answered ${response.status}: ${await response.text()}`);
    }
    const client = new SseTestClient(response);
    client.#abort.signal.addEventListener('abort', () => controller.abort());
    return client;
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const receivedAt = Date.now();
        for (const event of parser.push(decoder.decode(value, { stream: true })))
          this.events.push({ ...event, receivedAt });
        for (const wake of this.#waiters.splice(0)) wake();
      }
    } catch {
      // Aborted by close(), or the server went away: either way the stream has ended.
    } finally {
      for (const wake of this.#waiters.splice(0)) wake();
    }
  }

  /** The first event (from `from` on) that matches, waiting up to `timeoutMs`. */
  async waitFor(
    matches: (event: ServerSentEvent) => boolean,
    { timeoutMs = 5000, from = 0 } = {},
  ): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = this.events.map((event) => `${event.event} ${event.data}`).join('\n');
        throw new Error(`no matching realtime event within ${timeoutMs} ms; saw:\n${seen}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** `change` events, parsed. */
  changes<T = { table: string; op: string; row: { id: string } }>(): T[] {
    return this.events
      .filter((event) => event.event === 'change')
      .map((event) => JSON.parse(event.data) as T);
  }

  close(): void {
    this.#abort.abort();
  }
}

export function changeMatching(table: string, op: string, id: string) {
  return (event: ServerSentEvent): boolean => {
    if (event.event !== 'change') return false;
    const change = JSON.parse(event.data) as { table: string; op: string; row: { id: string } };
    return change.table === table && change.op === op && change.row.id === id;
  };
}
