import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRacers, type Racers } from '../../testing/process-racers.ts';

/**
 * Several processes reaching for one data directory in the same instant (two
 * `npm start`s, restarts racing after a crash) must leave exactly one holder: two PGlite
 * writers on one directory corrupt it. Forty rounds caught both races of the earlier
 * lock (reading a lock before its pid was written, two takeovers of one stale lock).
 */
const racerCount = 4;
const rounds = 40;
const oneHolder = [
  'held',
  ...Array<string>(racerCount - 1).fill('DataDirectoryLockedError'),
].sort();

let racers: Racers;
let scratch: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'studio-lock-race-'));
  const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
  racers = await startRacers(racerCount, lockModule, 'acquireDataDirectoryLock');
}, 60_000);

afterAll(() => {
  racers?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function race(dataDir: string): Promise<string[]> {
  const outcomes = await racers.race([dataDir]);
  await racers.releaseAll();
  return outcomes.sort();
}

it('gives a new data directory to exactly one of several processes starting at once', async () => {
  for (let round = 0; round < rounds; round += 1) {
    const dataDir = mkdtempSync(path.join(scratch, 'fresh-'));
    expect(await race(dataDir)).toEqual(oneHolder);
  }
}, 60_000);

it('lets exactly one of several processes take over a stale lock left by a crash', async () => {
  for (let round = 0; round < rounds; round += 1) {
    const dataDir = mkdtempSync(path.join(scratch, 'stale-'));
    // A pid far above the kernel's default pid_max: no process runs with it.
    writeFileSync(path.join(dataDir, 'server.lock'), '4194000');
    expect(await race(dataDir)).toEqual(oneHolder);
    // Its one holder released it: nothing is left behind, neither lock nor claim.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }
}, 60_000);
