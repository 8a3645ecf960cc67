import { SseParser } from '~/shared/realtime/sse-parser';

export interface RealtimeChange {
  table: string;
  op: 'insert' | 'update' | 'delete';
  row: unknown;
}

export interface RealtimeListener {
  onChange(change: RealtimeChange): void;
  /**
   * The stream could not resume where it left off (first connection, another server,
   * too long away): data fetched before `since` (ms epoch) may be stale; refetch it.
   */
  onResync(since: number): void;
}

export type TokenSource = () => Promise<string | undefined>;

/** No byte for this long (heartbeats come every 15 s) means the connection is dead. */
const silenceLimitMs = 45_000;
const maxBackoffMs = 30_000;

/**
 * One realtime stream per tab, shared by every feature that listens: GET /api/realtime
 * read with fetch, so the token goes in the Authorization header and never in the URL.
 * Reconnects with exponential backoff and jitter, resuming from the last event id; when
 * the server cannot resume, listeners are told to refetch.
 */
export class RealtimeConnection {
  readonly #listeners = new Set<RealtimeListener>();
  #tokenSource: TokenSource | undefined;
  #lastEventId: string | undefined;
  #abort: AbortController | undefined;
  /** Bumped on every start and stop, so a loop from an earlier start quietly ends. */
  #generation = 0;
  #running = false;
  #attempt = 0;
  #wake: (() => void) | undefined;

  constructor(private readonly url = '/api/realtime') {}

  setTokenSource(source: TokenSource): void {
    this.#tokenSource = source;
  }

  subscribe(listener: RealtimeListener): () => void {
    this.#listeners.add(listener);
    if (!this.#running) {
      this.#running = true;
      this.#generation += 1;
      void this.#run(this.#generation);
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#stop();
    };
  }

  /** Drop the connection and connect again now (the browser came back online). */
  reconnectNow(): void {
    this.#attempt = 0;
    this.#abort?.abort();
    this.#wake?.();
  }

  #stop(): void {
    this.#running = false;
    this.#generation += 1;
    this.#lastEventId = undefined;
    this.#abort?.abort();
    this.#wake?.();
  }

  async #run(generation: number): Promise<void> {
    const isCurrent = () => this.#generation === generation;
    const onOnline = () => this.reconnectNow();
    window.addEventListener('online', onOnline);
    try {
      while (isCurrent()) {
        const startedAt = Date.now();
        try {
          await this.#connect(startedAt, isCurrent);
        } catch {
          // Network failure or abort: fall through to the backoff.
        }
        if (!isCurrent()) break;
        // A connection that lasted a while was healthy: start the backoff over.
        if (Date.now() - startedAt > 60_000) this.#attempt = 0;
        const delay = Math.min(maxBackoffMs, 500 * 2 ** this.#attempt) * (0.5 + Math.random() / 2);
        this.#attempt += 1;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          this.#wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      window.removeEventListener('online', onOnline);
    }
  }

  async #connect(startedAt: number, isCurrent: () => boolean): Promise<void> {
    const token = await this.#tokenSource?.();
    if (!token || !isCurrent()) return;
    const abort = new AbortController();
    this.#abort = abort;
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
    };
    if (this.#lastEventId) headers['last-event-id'] = this.#lastEventId;
    const response = await fetch(this.url, { headers, signal: abort.signal, cache: 'no-store' });
    if (!response.ok || !response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    let watchdog = setTimeout(() => abort.abort(), silenceLimitMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        clearTimeout(watchdog);
        watchdog = setTimeout(() => abort.abort(), silenceLimitMs);
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.id) this.#lastEventId = event.id;
          if (event.event === 'change') this.#emitChange(event.data);
          else if (event.event === 'ready') this.#ready(event.data, startedAt);
          else if (event.event === 'closing') return;
        }
      }
    } finally {
      clearTimeout(watchdog);
      abort.abort();
    }
  }

  #ready(data: string, startedAt: number): void {
    this.#attempt = 0;
    const ready = JSON.parse(data) as { resync: boolean; lastEventId: string };
    if (!ready.resync) return;
    this.#lastEventId = ready.lastEventId;
    for (const listener of this.#listeners) listener.onResync(startedAt);
  }

  #emitChange(data: string): void {
    let change: RealtimeChange;
    try {
      change = JSON.parse(data) as RealtimeChange;
    } catch {
      return;
    }
    for (const listener of this.#listeners) listener.onChange(change);
  }
}

/** The tab's one connection. */
export const realtimeConnection = new RealtimeConnection();
