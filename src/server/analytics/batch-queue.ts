/**
 * Turns many callers' small database writes into one statement per batch ("group
 * commit"). A caller pushes its item and awaits its own result; a batch leaves as soon as
 * none is in flight, so an idle server adds no delay, and under load each batch carries
 * whatever arrived during the previous one's round trip. One batch at a time per queue,
 * so rows are always written in a single, ordered stream.
 */
export interface BatchQueue<Item, Result> {
  push(item: Item): Promise<Result>;
  /** Resolves once every item pushed so far has been written (or has failed). */
  drain(): Promise<void>;
}

/** `write` gets the items in push order and answers one result per item, in that order. */
export type BatchWriter<Item, Result> = (items: Item[]) => Promise<Result[]>;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export interface BatchQueueLimits {
  /** Items per statement. */
  maxBatch?: number;
  /** Items waiting beyond this are refused at once (a stalled database must not eat memory). */
  maxWaiting?: number;
}

export class BatchQueueFullError extends Error {
  constructor() {
    super('too many writes waiting for the database');
  }
}

export function createBatchQueue<Item, Result>(
  write: BatchWriter<Item, Result>,
  { maxBatch = 500, maxWaiting = 10_000 }: BatchQueueLimits = {},
): BatchQueue<Item, Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let inFlight: Promise<void> | undefined;

  async function writeBatch(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await write(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  function startNext(): void {
    if (inFlight || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    inFlight = writeBatch(batch).finally(() => {
      inFlight = undefined;
      startNext();
    });
  }

  return {
    push(item) {
      if (waiting.length >= maxWaiting) return Promise.reject(new BatchQueueFullError());
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        // The requests parsed in this turn of the event loop join the same batch.
        if (waiting.length === 1 && !inFlight) setImmediate(startNext);
      });
    },
    async drain() {
      while (inFlight || waiting.length > 0) {
        startNext();
        await inFlight;
      }
    },
  };
}
