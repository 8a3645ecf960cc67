import type { OutgoingChange } from './table-route.ts';

export interface BufferedEvent {
  seq: number;
  userIds: ReadonlySet<string>;
  /** See Delivery.adminOnly. */
  adminOnly?: boolean;
  change: OutgoingChange;
  /** The SSE text of this event, built once for every reader. */
  text: string;
  at: number;
}

/**
 * Recent events of this process, so a stream that drops and comes back within a short
 * time gets exactly what it missed. Anything older, or from another process, means the
 * reader must refetch (the stream then says `resync`).
 */
export class ReplayBuffer {
  readonly #events: BufferedEvent[] = [];
  /** The highest seq ever dropped from the buffer. */
  #evictedThrough = 0;

  constructor(
    private readonly maxEvents: number,
    private readonly maxAgeMs: number,
  ) {}

  add(event: BufferedEvent): void {
    this.#events.push(event);
    this.trim(event.at);
  }

  trim(now: number): void {
    while (
      this.#events.length > 0 &&
      (this.#events.length > this.maxEvents || (this.#events[0]?.at ?? now) < now - this.maxAgeMs)
    ) {
      const dropped = this.#events.shift();
      if (dropped) this.#evictedThrough = dropped.seq;
    }
  }

  /** The user's events after `afterSeq`, or null when some of them may have been dropped. */
  since(afterSeq: number, userId: string): BufferedEvent[] | null {
    if (afterSeq < this.#evictedThrough) return null;
    return this.#events.filter((event) => event.seq > afterSeq && event.userIds.has(userId));
  }
}
