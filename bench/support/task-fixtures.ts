import { randomBytes } from 'node:crypto';
import pg from 'pg';
// @ts-expect-error: autocannon ships no type declarations; the part used is typed below.
import autocannonUntyped from 'autocannon';
import { startBenchServer, type BenchServer } from './server.ts';
import type { BenchSettings, LoadMeasurement } from './types.ts';

/** A signed-up account of a bench server. */
export interface BenchUser {
  id: string;
  email: string;
  authorization: string;
}

let counter = 0;

/** Every bench user's password, for a benchmark that signs in through the page. */
export const benchPassword = 'Bench-tasks-passphrase-9';

export async function signUpBenchUser(baseUrl: string, name: string): Promise<BenchUser> {
  counter += 1;
  const email = `${name}-${counter}-${Date.now()}@bench.example.com`;
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: session.user.id, email, authorization: `Bearer ${session.access_token}` };
}

export async function callApi<T>(
  baseUrl: string,
  user: BenchUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: user.authorization,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Creates `count` todos (8 at a time) in a folder or at the root; returns their ids. */
export async function createTodos(
  baseUrl: string,
  user: BenchUser,
  count: number,
  folderId: string | null,
): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const todo = await callApi<{ id: string }>(baseUrl, user, 'POST', '/api/todos', {
        title: `Bench task ${next}`,
        description: next % 3 === 0 ? 'A description of a typical length for a task.' : null,
        folder_id: folderId,
      });
      ids.push(todo.id);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

/**
 * A server on a new PostgreSQL database (created on the server DATABASE_URL names, dropped
 * by `stop`), or undefined when DATABASE_URL is not set.
 */
export async function startPostgresBenchServer(
  buildDir: string,
  settings: BenchSettings,
): Promise<(BenchServer & { stopAndDrop(): Promise<void> }) | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return undefined;
  const name = `studio_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const server = await startBenchServer({
    buildDir,
    logLevel: settings.logLevel,
    env: { DATABASE_URL: url.href },
  });
  return {
    ...server,
    async stopAndDrop() {
      await server.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
    },
  };
}

interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  latency: { p50: number; p99: number };
  requests: { average: number };
  throughput: { average: number };
}

const autocannon = autocannonUntyped as (options: {
  url: string;
  connections: number;
  /** Seconds to run, unless `amount` (requests) is given. */
  duration?: number;
  amount?: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

/** Like the harness's load(), but each request may differ (a random todo to toggle). */
export async function loadRequests(
  baseUrl: string,
  settings: BenchSettings,
  measurement: { scenario: string; path: string; note: string },
  request: AutocannonRequest,
  /** Requests sent before the usual second of warm-up, for a process that has just started. */
  warmUpRequests = 0,
): Promise<LoadMeasurement> {
  const options = { url: baseUrl, connections: settings.connections, requests: [request] };
  if (warmUpRequests > 0) await autocannon({ ...options, amount: warmUpRequests });
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  return {
    kind: 'load',
    ...measurement,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: Number(result.latency.p50.toFixed(1)),
    latencyP99Ms: Number(result.latency.p99.toFixed(1)),
    throughputMBps: Number((result.throughput.average / 1024 / 1024).toFixed(1)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
