import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  copyDataDir,
  createDataDirTemplate,
  exitCodeOf,
  hasLockFile,
  postLead,
  removeDir,
} from '../support/lifecycle.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';
import { makeE2eTempDir } from '../support/temp-dir.ts';

/** Processes and PGlite: minutes on a loaded two-core machine. */
const slowTestMs = 180_000;

let template: string;
const running: RunningServer[] = [];
const folders: string[] = [];

beforeAll(async () => {
  template = await createDataDirTemplate();
}, slowTestMs);
afterAll(() => removeDir(template));
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL');
  for (const folder of folders.splice(0)) removeDir(folder);
});

function dataDirCopy(): string {
  const copy = copyDataDir(template);
  folders.push(copy);
  return copy;
}

/** Starts a process expected to fail at start; resolves with its exit code and output lines. */
async function failedStart(options: Parameters<typeof startServer>[0]) {
  const server = await startServer({ ...options, waitUntilReady: false });
  running.push(server);
  const exitCode = await exitCodeOf(server.process);
  return { exitCode, lines: server.output().trim().split('\n') };
}

it('stops a second server on the same data directory at once, while the first keeps serving', async () => {
  const dataDir = dataDirCopy();
  const first = await startServer({ dataDir });
  running.push(first);

  const started = Date.now();
  const second = await failedStart({ dataDir });
  expect(second.exitCode).toBe(1);
  // At once: the lock is taken before the database is opened (loose bound for busy machines).
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(second.lines).toEqual([
    `The data directory ${dataDir} is in use by another server process (pid ${first.process.pid}). ` +
      'Stop that process first, or point DATA_DIR at another folder.',
  ]);

  expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(first.process.pid));
  expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  expect(await postLead(first.url, 'still-serving@example.com', 1)).toBe(201);
});

it('starts over a stale lock left by a process that no longer runs', async () => {
  const dataDir = dataDirCopy();
  // A pid far above the kernel's default pid_max: no process runs with it.
  writeFileSync(path.join(dataDir, 'server.lock'), '4194000');
  const server = await startServer({ dataDir });
  running.push(server);
  expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(server.process.pid));
  expect(await server.stop()).toBe(0);
  expect(hasLockFile(dataDir)).toBe(false);
});

it('refuses a bad environment with one line per bad key, touching nothing', async () => {
  const dataDir = path.join(makeE2eTempDir('studio-e2e-env-'), 'data');
  folders.push(path.dirname(dataDir));
  const result = await failedStart({ dataDir, env: { PORT: 'abc', LOG_LEVEL: 'loud' } });
  expect(result.exitCode).toBe(1);
  expect(result.lines[0]).toBe('Invalid configuration:');
  const badKeys = result.lines.slice(1).map((line) => line.trim().split(':')[0]);
  expect(badKeys.sort()).toEqual(['LOG_LEVEL', 'PORT']);
  expect(existsSync(dataDir)).toBe(false);
});

it('says in one line that the port is taken, and leaves the data directory unlocked', async () => {
  const port = await freePort();
  const squatter: Server = createServer();
  await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
  try {
    const dataDir = dataDirCopy();
    const result = await failedStart({ dataDir, port });
    expect(result.exitCode).toBe(1);
    expect(result.lines).toEqual([
      `Port ${port} on 127.0.0.1 is already in use. Stop the program using it, or set PORT to a free port.`,
    ]);
    expect(hasLockFile(dataDir)).toBe(false);
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
});
