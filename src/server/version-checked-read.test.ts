import { describe, expect, it } from 'vitest';
import { createVersionCheckedRead } from './version-checked-read.ts';

function setUp() {
  const state = { version: 1, now: 0, versionReads: 0, loads: 0 };
  const read = createVersionCheckedRead({
    readVersion: async () => {
      state.versionReads += 1;
      return state.version;
    },
    load: async (version) => {
      state.loads += 1;
      return { at: version };
    },
    intervalMs: 1000,
    monotonicNow: () => state.now,
  });
  return { state, read };
}

describe('createVersionCheckedRead', () => {
  it('asks for the version once per interval and loads only when it moved', async () => {
    const { state, read } = setUp();
    const first = await read();
    expect(first).toEqual({ version: 1, content: { at: 1 } });
    state.now = 999;
    expect(await read()).toBe(first);
    expect(state.versionReads).toBe(1);
    state.now = 1000;
    expect(await read()).toBe(first);
    expect([state.versionReads, state.loads]).toEqual([2, 1]);
    state.version = 2;
    state.now = 2000;
    expect(await read()).toEqual({ version: 2, content: { at: 2 } });
    expect(state.loads).toBe(2);
  });

  it('shares one check between callers, and checks again at once after forget()', async () => {
    const { state, read } = setUp();
    const [a, b] = await Promise.all([read(), read()]);
    expect(a).toBe(b);
    expect(state.versionReads).toBe(1);
    state.version = 3;
    read.forget();
    expect((await read()).content).toEqual({ at: 3 });
    expect(state.versionReads).toBe(2);
  });
});
