import { describe, expect, it } from 'vitest';
import { nextPollDelay, statusWaitLimitMs } from './checkout-status-polling';

describe('nextPollDelay', () => {
  it('starts quick and backs off, doubling up to a ceiling', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => nextPollDelay(attempt, 0))).toEqual([
      400, 800, 1600, 3200, 5000, 5000,
    ]);
  });

  it('never waits past the limit, and stops at it', () => {
    expect(nextPollDelay(6, statusWaitLimitMs - 1_000)).toBe(1_000);
    expect(nextPollDelay(6, statusWaitLimitMs)).toBeUndefined();
  });
});
