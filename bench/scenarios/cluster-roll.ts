import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error: autocannon ships no type declarations; the part used is typed below.
import autocannonUntyped from 'autocannon';
import { startCluster } from '../../scripts/cluster/cluster.ts';
import { freePort } from '../support/server.ts';
import { createTodos, signUpBenchUser } from '../support/task-fixtures.ts';
import type { BenchContext, Scenario, ScenarioResult } from '../support/types.ts';

interface RollResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
/** The callback form: its tracker can be stopped when the roll is over. */
const autocannon = autocannonUntyped as (
  options: object,
  done: (error: Error | null, result: RollResult) => void,
) => { stop(): void };

const clusterSize = 3;

/**
 * A rolling restart under load: three server processes on PostgreSQL behind HAProxy, the
 * task list loaded through the proxy while every process is restarted in turn. Reports
 * failed requests (target 0) and p99 during the roll.
 */
async function run(context: BenchContext): Promise<ScenarioResult[]> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    return [{ metric: 'cluster-roll skipped', value: 0, unit: '', note: 'needs DATABASE_URL' }];
  }
  const name = `studio_roll_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-roll-'));
  const cluster = await startCluster({
    size: clusterSize,
    port: await freePort(),
    databaseUrl: url.href,
    buildDir: context.buildDir,
    dataDir,
    env: { LOG_LEVEL: context.settings.logLevel },
    log: () => {},
  });
  try {
    const user = await signUpBenchUser(cluster.url, 'roll');
    await createTodos(cluster.url, user, 100, null);
    let tracker: { stop(): void } | undefined;
    const loaded = new Promise<RollResult>((resolve, reject) => {
      tracker = autocannon(
        {
          url: `${cluster.url}/api/todos`,
          connections: context.settings.connections,
          duration: 600,
          headers: { authorization: user.authorization, 'accept-encoding': 'br' },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    const startedAt = performance.now();
    await cluster.roll();
    const rollSeconds = (performance.now() - startedAt) / 1000;
    tracker?.stop();
    const result = await loaded;
    return [
      {
        kind: 'load',
        scenario: 'cluster-roll',
        path: 'GET /api/todos via HAProxy',
        note: `${clusterSize} processes restarted in turn (${rollSeconds.toFixed(1)} s), ${result.requests.total} requests`,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        throughputMBps: 0,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      },
      {
        metric: 'failed requests during the roll',
        value: result.non2xx + result.errors + result.timeouts,
        unit: 'requests',
        note: 'target 0',
      },
    ];
  } finally {
    await cluster.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const scenario: Scenario = { name: 'cluster-roll', usesSharedServer: false, run };
