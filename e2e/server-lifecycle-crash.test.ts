import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  clusterState,
  createDataDirTemplate,
  hasLockFile,
  postLead,
  readLeadEmails,
  removeDir,
  submitLeadsAroundSignal,
} from './support/lifecycle.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** Processes, PGlite and a 200-request volley: minutes on a loaded two-core machine. */
const slowTestMs = 180_000;

const running: RunningServer[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = await createDataDirTemplate();
}, slowTestMs);

afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  removeDir(dataDir);
});

/**
 * PGlite runs with fsync off, but it hands every commit's WAL to the operating system
 * before the query returns, and the server answers only after the commit: so a process
 * crash (kill -9, OOM killer) keeps everything acknowledged. A power cut may not.
 */
it(
  'keeps every acknowledged lead after kill -9 and restarts on the same data directory',
  async () => {
    const first = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
    running.push(first);
    const volley = await submitLeadsAroundSignal({
      server: first,
      count: 200,
      signal: 'SIGKILL',
      signalAfter: 30,
    });
    expect(await first.stop()).toBeNull();
    expect(first.process.signalCode).toBe('SIGKILL');
    expect(volley.acknowledged.length).toBeGreaterThanOrEqual(30);

    // The killed process left its lock and an unclean database behind.
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(first.process.pid));
    expect(clusterState(dataDir)).toBe('in production');

    // The restart takes over the stale lock, recovers the database and serves.
    const second = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
    running.push(second);
    expect(await postLead(second.url, 'after-restart@example.com', 1)).toBe(201);
    expect(await second.stop()).toBe(0);
    expect(hasLockFile(dataDir)).toBe(false);

    const stored = await readLeadEmails(dataDir);
    expect(volley.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(stored.has('after-restart@example.com')).toBe(true);
  },
  slowTestMs,
);
