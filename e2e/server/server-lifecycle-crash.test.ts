import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  clusterState,
  createDataDirTemplate,
  hasLockFile,
  killDatabase,
  postLead,
  readLeadEmails,
  removeDir,
  submitLeadsAroundSignal,
} from '../support/lifecycle.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** Processes, PostgreSQL and a 200-request volley: minutes on a loaded two-core machine. */
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
 * The embedded PostgreSQL runs with fsync and synchronous commit on: a commit is answered
 * only once its WAL is flushed to disk, and the server answers only after the commit. So
 * killing the server and the database together, mid-write, loses nothing acknowledged.
 */
it(
  'keeps every acknowledged lead after kill -9 of the server and its database together',
  async () => {
    const first = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
    running.push(first);
    const volley = await submitLeadsAroundSignal({
      server: first,
      count: 200,
      signal: 'SIGKILL',
      signalAfter: 30,
    });
    expect(killDatabase(dataDir)).toBeGreaterThan(1);
    expect(await first.stop()).toBeNull();
    expect(first.process.signalCode).toBe('SIGKILL');
    expect(volley.acknowledged.length).toBeGreaterThanOrEqual(30);

    // The killed process left its lock and an unclean database behind.
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(first.process.pid));
    expect(clusterState(dataDir)).toBe('in production');

    // The restart takes over the stale lock, recovers the database from its WAL and serves.
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

/** PostgreSQL outlives a server killed alone; the next server stops it and takes over. */
it(
  'restarts after kill -9 of the server alone, stopping the database it left running',
  async () => {
    const first = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
    running.push(first);
    expect(await postLead(first.url, 'before-kill@example.com', 1)).toBe(201);
    expect(await first.stop('SIGKILL')).toBeNull();

    const second = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
    running.push(second);
    expect(await postLead(second.url, 'after-takeover@example.com', 2)).toBe(201);
    expect(await second.stop()).toBe(0);
    expect(killDatabase(dataDir)).toBe(0);
    expect(clusterState(dataDir)).toBe('shut down');

    const stored = await readLeadEmails(dataDir);
    expect(stored.has('before-kill@example.com') && stored.has('after-takeover@example.com')).toBe(
      true,
    );
  },
  slowTestMs,
);
