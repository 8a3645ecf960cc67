import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ReplayBuffer } from './replay-buffer.ts';
import type { Delivery, Interest, RowChangeNotice, TableRoute } from './table-route.ts';

export type Send = (text: string) => void;

export interface Subscription {
  /** Events the reader missed (already sent), or 'resync' when it must refetch instead. */
  resumed: 'resync' | number;
  unsubscribe(): void;
}

export interface HubOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How long a dropped stream can come back and be replayed what it missed. */
  resumeWindowMs?: number;
  replayEvents?: number;
}

const channel = 'row_change';

/**
 * One LISTEN per process: every row change any process commits arrives here once, is
 * routed by its table's route to the users allowed to see it, and is written to their
 * open streams. Event ids are `<process>.<seq>` so a reconnecting stream can resume here.
 */
export class RealtimeHub {
  readonly processId = randomBytes(4).toString('hex');
  readonly #routes = new Map<string, TableRoute>();
  readonly #streams = new Map<string, Set<Send>>();
  readonly #adminStreams = new WeakSet<Send>();
  /** Users whose last stream closed recently, by when: they may resume. */
  readonly #recentlyLeft = new Map<string, number>();
  readonly #replay: ReplayBuffer;
  readonly #resumeWindowMs: number;
  #queue: RowChangeNotice[] = [];
  #draining: Promise<void> | undefined;
  #seq = 0;
  #schema = 'public';
  #unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly options: HubOptions) {
    this.#resumeWindowMs = options.resumeWindowMs ?? 120_000;
    this.#replay = new ReplayBuffer(options.replayEvents ?? 5000, this.#resumeWindowMs);
  }

  addRoute(route: TableRoute): void {
    this.#routes.set(route.table, route);
  }

  async start(): Promise<void> {
    // NOTIFY is database-wide: several schemas (tests) share a database, so keep ours only.
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(
      this.options.database.db,
    );
    this.#schema = rows[0]?.schema ?? 'public';
    this.#unlisten = await this.options.database.listen(channel, (payload) =>
      this.#receive(payload),
    );
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
    this.#unlisten = undefined;
    await this.#draining;
  }

  /** Resolves once every change received so far has been delivered (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  /** Open streams of every user on this process (metrics). */
  get openStreams(): number {
    let open = 0;
    for (const streams of this.#streams.values()) open += streams.size;
    return open;
  }

  streamCount(userId: string): number {
    return this.#streams.get(userId)?.size ?? 0;
  }

  get lastEventId(): string {
    return `${this.processId}.${this.#seq}`;
  }

  /**
   * `mayReadAdminData`: whether this stream's session may read the admin area (an admin's
   * session without the second factor gets their own changes, not the admin ones).
   */
  subscribe(
    userId: string,
    send: Send,
    lastEventId?: string,
    { mayReadAdminData = false }: { mayReadAdminData?: boolean } = {},
  ): Subscription {
    if (mayReadAdminData) this.#adminStreams.add(send);
    const resumed = this.#resume(userId, send, lastEventId);
    let streams = this.#streams.get(userId);
    if (!streams) this.#streams.set(userId, (streams = new Set()));
    streams.add(send);
    this.#recentlyLeft.delete(userId);
    return {
      resumed,
      unsubscribe: () => {
        streams.delete(send);
        if (streams.size === 0) {
          this.#streams.delete(userId);
          this.#recentlyLeft.set(userId, Date.now());
        }
      },
    };
  }

  #resume(userId: string, send: Send, lastEventId: string | undefined): 'resync' | number {
    const match = /^([0-9a-f]{8})\.(\d{1,15})$/.exec(lastEventId ?? '');
    if (!match || match[1] !== this.processId) return 'resync';
    const afterSeq = Number(match[2]);
    const leftAt = this.#recentlyLeft.get(userId);
    const stillHere = this.#streams.has(userId);
    if (
      afterSeq > this.#seq ||
      (!stillHere && (leftAt === undefined || Date.now() - leftAt > this.#resumeWindowMs))
    )
      return 'resync';
    const missed = this.#replay.since(afterSeq, userId);
    if (!missed) return 'resync';
    const readable = missed.filter((event) => !event.adminOnly || this.#adminStreams.has(send));
    for (const event of readable) send(event.text);
    return readable.length;
  }

  #interest(): Interest {
    const now = Date.now();
    for (const [userId, leftAt] of this.#recentlyLeft)
      if (now - leftAt > this.#resumeWindowMs) this.#recentlyLeft.delete(userId);
    return {
      any: this.#streams.size > 0 || this.#recentlyLeft.size > 0,
      wants: (userId) => this.#streams.has(userId) || this.#recentlyLeft.has(userId),
    };
  }

  #receive(payload: string): void {
    let notice: RowChangeNotice;
    try {
      notice = JSON.parse(payload) as RowChangeNotice;
    } catch {
      this.options.log.warn('realtime: unreadable row_change payload');
      return;
    }
    if (notice.schema !== this.#schema || !this.#routes.has(notice.table)) return;
    this.#queue.push(notice);
    this.#draining ??= this.#drain();
  }

  /** Works through the queue one batch at a time, so changes are routed in commit order. */
  async #drain(): Promise<void> {
    try {
      // Let the rest of a transaction's notifications arrive and join this batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.#queue.length > 0) {
        const batch = this.#queue;
        this.#queue = [];
        await this.#route(batch);
      }
    } finally {
      this.#draining = undefined;
    }
  }

  async #route(batch: RowChangeNotice[]): Promise<void> {
    let start = 0;
    while (start < batch.length) {
      const table = batch[start]?.table;
      let end = start;
      while (end < batch.length && batch[end]?.table === table) end += 1;
      const route = table ? this.#routes.get(table) : undefined;
      if (route) {
        try {
          this.#deliver(await route.route(batch.slice(start, end), this.#interest()));
        } catch (error) {
          this.options.log.error({ err: error, table }, 'realtime: routing failed');
        }
      }
      start = end;
    }
  }

  #deliver(deliveries: Delivery[]): void {
    const now = Date.now();
    const interest = this.#interest();
    const outgoing = new Map<Send, string[]>();
    for (const { userIds, change, adminOnly = false } of deliveries) {
      const readers = new Set([...userIds].filter((userId) => interest.wants(userId)));
      if (readers.size === 0) continue;
      this.#seq += 1;
      const text = `id: ${this.processId}.${this.#seq}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;
      this.#replay.add({ seq: this.#seq, userIds: readers, change, text, at: now, adminOnly });
      for (const userId of readers) {
        for (const send of this.#streams.get(userId) ?? []) {
          if (adminOnly && !this.#adminStreams.has(send)) continue;
          const texts = outgoing.get(send);
          if (texts) texts.push(text);
          else outgoing.set(send, [text]);
        }
      }
    }
    // One write per stream per batch.
    for (const [send, texts] of outgoing) send(texts.join(''));
  }
}
