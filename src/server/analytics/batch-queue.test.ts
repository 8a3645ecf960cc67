import { describe, expect, it } from 'vitest';
import { BatchQueueFullError, createBatchQueue } from './batch-queue.ts';

/** A writer that records its batches and answers when the test lets it. */
function controlledWriter() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const write = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve) => {
      releases.push(() => resolve(items.map((item) => `wrote ${item}`)));
    });
  };
  const releaseNext = async () => {
    await expect.poll(() => releases.length).toBeGreaterThan(0);
    releases.shift()!();
  };
  return { write, batches, releaseNext };
}

describe('the batch queue', () => {
  it('writes items pushed together as one batch and answers each caller its own result', async () => {
    const writer = controlledWriter();
    const queue = createBatchQueue(writer.write);
    const results = Promise.all([queue.push(1), queue.push(2), queue.push(3)]);
    await writer.releaseNext();
    expect(await results).toEqual(['wrote 1', 'wrote 2', 'wrote 3']);
    expect(writer.batches).toEqual([[1, 2, 3]]);
  });

  it('keeps one batch in flight and gathers what arrives meanwhile into the next, in order', async () => {
    const writer = controlledWriter();
    const queue = createBatchQueue(writer.write);
    const first = queue.push(1);
    await expect.poll(() => writer.batches.length).toBe(1);
    const later = [queue.push(2), queue.push(3)];
    expect(writer.batches).toHaveLength(1);
    await writer.releaseNext();
    expect(await first).toBe('wrote 1');
    await writer.releaseNext();
    expect(await Promise.all(later)).toEqual(['wrote 2', 'wrote 3']);
    expect(writer.batches).toEqual([[1], [2, 3]]);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const queue = createBatchQueue(async (items: number[]) => items.map(() => items.length), {
      maxBatch: 2,
    });
    const sizes = await Promise.all([1, 2, 3, 4, 5].map((item) => queue.push(item)));
    expect(sizes).toEqual([2, 2, 2, 2, 1]);
  });

  it('fails every caller of a failed batch, and goes on with the next', async () => {
    let calls = 0;
    const queue = createBatchQueue(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return items;
    });
    const failed = [queue.push(1), queue.push(2)];
    await expect(failed[0]).rejects.toThrow('database down');
    await expect(failed[1]).rejects.toThrow('database down');
    expect(await queue.push(3)).toBe(3);
  });

  it('refuses items beyond maxWaiting instead of holding them', async () => {
    const writer = controlledWriter();
    const queue = createBatchQueue(writer.write, { maxWaiting: 2 });
    const accepted = [queue.push(1), queue.push(2)];
    await expect(queue.push(3)).rejects.toBeInstanceOf(BatchQueueFullError);
    await writer.releaseNext();
    expect(await Promise.all(accepted)).toEqual(['wrote 1', 'wrote 2']);
  });

  it('drains: resolves once everything pushed before has been written', async () => {
    const writer = controlledWriter();
    const queue = createBatchQueue(writer.write);
    const pushed = [queue.push(1), queue.push(2)];
    let isDrained = false;
    const drained = queue.drain().then(() => (isDrained = true));
    await expect.poll(() => writer.batches).toEqual([[1, 2]]);
    expect(isDrained).toBe(false);
    await writer.releaseNext();
    await drained;
    expect(await Promise.all(pushed)).toEqual(['wrote 1', 'wrote 2']);
  });
});
