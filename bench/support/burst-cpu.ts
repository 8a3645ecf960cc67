import type pg from 'pg';
// @ts-expect-error: plain ESM helper shared with the test-timing scripts, no type declarations.
import { clockTicksPerSecond, procStatFields } from '../../scripts/proc-stat.mjs';

/** utime + stime of a process in seconds; 0 once it has ended (or off Linux). */
function processCpuSeconds(pid: number): number {
  const fields = (procStatFields as (pid: number) => string[] | undefined)(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / (clockTicksPerSecond as number) : 0;
}

/**
 * The CPU seconds a burst costs, by who spent them: the server processes, the PostgreSQL
 * backends connected to the bench's database, and this process (the clients). Unlike a
 * latency it barely depends on the machine's load, and it sets a floor: on `cores` cores
 * the servers and the database cannot answer the whole burst sooner than their CPU time
 * divided by the cores.
 */
export interface BurstCpu {
  servers: number;
  database: number;
  clients: number;
}

export async function measureBurstCpu(
  serverPids: readonly number[],
  admin: pg.Client,
  databaseName: string,
): Promise<() => Promise<BurstCpu>> {
  const backends = async () =>
    (
      await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
        databaseName,
      ])
    ).rows.map((row) => row.pid);
  const since = (pids: Iterable<number>, before: Map<number, number>) =>
    [...pids].reduce((total, pid) => total + processCpuSeconds(pid) - (before.get(pid) ?? 0), 0);
  const snapshot = (pids: readonly number[]) =>
    new Map(pids.map((pid) => [pid, processCpuSeconds(pid)]));
  const serversBefore = snapshot(serverPids);
  const backendsBefore = snapshot(await backends());
  const selfBefore = process.cpuUsage();
  return async () => {
    const self = process.cpuUsage(selfBefore);
    // Backends opened during the burst started at 0; none close within it (pool idle time).
    const backendPids = new Set([...backendsBefore.keys(), ...(await backends())]);
    return {
      servers: since(serverPids, serversBefore),
      database: since(backendPids, backendsBefore),
      clients: (self.user + self.system) / 1e6,
    };
  };
}
