import { request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  clusterState,
  copyDataDir,
  createDataDirTemplate,
  exitCodeOf,
  hasLockFile,
  readLeadEmails,
  removeDir,
  submitLeadsAroundSignal,
} from '../support/lifecycle.ts';
import { runningPostmaster } from '../../src/server/db/engine/postgres-orphan.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** Processes, PostgreSQL and a 200-request volley: minutes on a loaded two-core machine. */
const slowTestMs = 180_000;

let template: string;
let server: RunningServer | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  template = await createDataDirTemplate();
}, slowTestMs);
afterAll(() => removeDir(template));
afterEach(async () => {
  await server?.stop('SIGKILL');
  removeDir(dataDir);
  server = undefined;
  dataDir = undefined;
});

async function startOnCopy(): Promise<RunningServer> {
  dataDir = copyDataDir(template);
  server = await startServer({ dataDir, env: { TRUST_PROXY: 'true' } });
  return server;
}

function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

it(
  'loses no acknowledged contact submission when stopped with SIGTERM under load',
  async () => {
    const running = await startOnCopy();
    const volley = await submitLeadsAroundSignal({
      server: running,
      count: 200,
      signal: 'SIGTERM',
      signalAfter: 20,
    });

    expect(await running.stop()).toBe(0);
    // Requests that were in flight when the signal came were answered, not dropped.
    expect(volley.acknowledged.length).toBeGreaterThan(volley.acknowledgedBeforeSignal);
    // Whatever was not acknowledged was turned away (503, refused or reset), never half-done.
    const failures = Object.keys(volley.outcomes).filter((outcome) => Number(outcome) >= 500);
    expect(failures.filter((outcome) => outcome !== '503')).toEqual([]);

    const stored = await readLeadEmails(running.dataDir);
    expect(volley.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  },
  slowTestMs,
);

it(
  'finishes a request in flight, stops accepting, closes the database cleanly and exits 0',
  async () => {
    const running = await startOnCopy();
    const email = 'slow-sender@example.com';
    const body = JSON.stringify({ name: 'Slow Sender', email, message: 'Sent in two halves' });
    const half = Math.floor(body.length / 2);

    // Expect: 100-continue tells us when the server has read the headers: the request is
    // then in flight, while its body is still on the way.
    const slow = request(`${running.url}/api/leads`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-forwarded-for': '10.200.0.1',
        expect: '100-continue',
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      slow.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slow.once('error', reject);
    });
    await new Promise<void>((resolve) => slow.once('continue', () => resolve()));
    slow.write(body.slice(0, half));

    running.process.kill('SIGTERM');
    // New connections are refused while the slow request is still open.
    await expect.poll(() => isRefused(running.port), { timeout: 5_000 }).toBe(true);
    expect(running.process.exitCode).toBeNull();

    slow.end(body.slice(half));
    expect(await answered).toBe(201);
    expect(await running.stop()).toBe(0);

    expect(hasLockFile(running.dataDir)).toBe(false);
    expect(clusterState(running.dataDir)).toBe('shut down');
    expect((await readLeadEmails(running.dataDir)).has(email)).toBe(true);
  },
  slowTestMs,
);

it(
  'ends open realtime streams with a closing event instead of waiting for them',
  async () => {
    const running = await startOnCopy();
    const signup = await fetch(`${running.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'stream-reader@example.com',
        password: 'a long passphrase here',
      }),
    });
    expect(signup.status).toBe(200);
    const { access_token: accessToken } = (await signup.json()) as { access_token: string };
    const stream = await fetch(`${running.url}/api/realtime`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain('event: ready');

    running.process.kill('SIGTERM');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += chunk.value;
    }
    expect(rest).toContain('event: closing\ndata: {"reason":"server_stopping"}');
    // 0, not the 1 of the grace timer that gives up on connections that never end.
    expect(await running.stop()).toBe(0);
  },
  slowTestMs,
);

it(
  'stops its database too when a request outlasts the grace and it gives up with exit 1',
  async () => {
    const running = await startOnCopy();
    // A body that never ends keeps a request in flight past the 10 s grace.
    const stuck = request(`${running.url}/api/leads`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': 1000,
        'x-forwarded-for': '10.200.0.2',
        expect: '100-continue',
      },
    });
    stuck.on('error', () => undefined);
    await new Promise<void>((resolve) => stuck.once('continue', () => resolve()));
    stuck.write('{');

    running.process.kill('SIGTERM');
    expect(await exitCodeOf(running.process)).toBe(1);
    // PostgreSQL is a separate process: it must not outlive the server.
    const pgData = path.join(running.dataDir, 'postgres');
    await expect.poll(() => runningPostmaster(pgData), { timeout: 30_000 }).toBeUndefined();
    stuck.destroy();
  },
  slowTestMs,
);
