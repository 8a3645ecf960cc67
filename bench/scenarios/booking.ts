import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { measureBurstCpu } from '../support/burst-cpu.ts';
import type { BenchServer } from '../support/server.ts';
import type { MetricRow, Scenario } from '../support/types.ts';

/**
 * One slot, many visitors (issue 34): two server processes on one PostgreSQL
 * (DATABASE_URL, a fresh database per run), and 200 attempts at the same discovery-call
 * slot sent at once, alternating between the processes. Each attempt comes from its own
 * address (X-Forwarded-For behind TRUST_PROXY), as 200 visitors would, so the per-address
 * rate limit counts none of them twice. Counted: bookings made (target exactly 1), the
 * clear "just taken" answers carrying next free times, anything else, and the latency of
 * every attempt (p99 target under 200 ms); then the database is asked how many live
 * bookings hold the slot.
 */

const attempts = Number(process.env.BENCH_BOOKING_ATTEMPTS ?? 200);

interface Attempt {
  status: number;
  code: string | undefined;
  nextFree: number;
  milliseconds: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/** The free slots of the discovery call in the coming two weeks. */
async function freeSlots(server: BenchServer): Promise<string[]> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(
    `${server.url}/api/booking/kinds/discovery-call/slots?from=${from}&to=${to}`,
  );
  const { slots } = (await response.json()) as { slots: string[] };
  return slots;
}

async function attempt(server: BenchServer, index: number, startsAt: string): Promise<Attempt> {
  const body = JSON.stringify({
    kind: 'discovery-call',
    startsAt,
    name: `Visitor ${index}`,
    email: `visitor-${index}@bench.dev`,
    timeZone: 'Europe/Berlin',
    answers: { goal: 'A clearer pitch' },
  });
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/booking/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.${(index % 200) + 1}`,
    },
    body,
  });
  const answer = (await response.json()) as {
    error?: { code?: string; details?: { nextFree?: unknown[] } };
  };
  return {
    status: response.status,
    code: answer.error?.code,
    nextFree: answer.error?.details?.nextFree?.length ?? 0,
    milliseconds: performance.now() - startedAt,
  };
}

const cores = availableParallelism();

export const scenario: Scenario = {
  name: 'booking',
  usesSharedServer: false,
  async run(context) {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      return [{ metric: 'booking skipped', value: 0, unit: '', note: 'needs DATABASE_URL' }];
    }
    const name = `studio_booking_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.href, TRUST_PROXY: 'true', MAIL_DELIVERY: 'off' };
    try {
      // One after the other: the first migrates, the second finds the schema current.
      const servers = [await context.startServer({ env }), await context.startServer({ env })];
      // The first slot of each of the first days warms both processes up and gives the
      // cost of a booking nobody contests, one at a time (buffers and the daily maximum
      // would refuse a second one on one day); the last slot is the contested one.
      const slots = await freeSlots(servers[0]!);
      const firstOfDay = slots.filter(
        (slot, index) => slot.slice(0, 10) !== slots[index - 1]?.slice(0, 10),
      );
      const startsAt = slots.at(-1);
      if (firstOfDay.length < 7 || !startsAt) throw new Error('too few free days to book');
      const alone: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const single = await attempt(servers[index % 2]!, 1000 + index, firstOfDay[index]!);
        if (single.status !== 201) throw new Error(`an uncontested booking got ${single.status}`);
        alone.push(single.milliseconds);
      }
      alone.sort((a, b) => a - b);

      const burstCpu = await measureBurstCpu(
        servers.map((server) => server.process.pid ?? 0),
        admin,
        name,
      );
      const results = await Promise.all(
        Array.from({ length: attempts }, (_, index) =>
          attempt(servers[index % 2]!, index, startsAt),
        ),
      );
      const cpu = await burstCpu();
      const booked = results.filter((result) => result.status === 201).length;
      const justTaken = results.filter(
        (result) => result.status === 409 && result.code === 'slot_taken' && result.nextFree > 0,
      ).length;
      const other = results.length - booked - justTaken;
      const otherCodes = [
        ...new Set(
          results
            .filter((result) => result.status !== 201 && result.code !== 'slot_taken')
            .map((result) => `${result.status} ${result.code ?? ''}`.trim()),
        ),
      ];
      const latencies = results.map((result) => result.milliseconds).sort((a, b) => a - b);

      const check = new pg.Client({ connectionString: url.href });
      await check.connect();
      const live = await check.query<{ count: string }>(
        `SELECT count(*) FROM bookings WHERE starts_at = $1 AND status IN ('held', 'confirmed')`,
        [startsAt],
      );
      await check.end();
      await Promise.all(servers.map((server) => server.stop()));

      const rows: MetricRow[] = [
        {
          metric: `bookings made (${attempts} attempts, 2 processes)`,
          value: booked,
          unit: 'bookings',
          note: 'target exactly 1',
        },
        {
          metric: 'live bookings of the slot in the database',
          value: Number(live.rows[0]?.count ?? 0),
          unit: 'rows',
        },
        {
          metric: '"just taken" answers with next free times',
          value: justTaken,
          unit: 'answers',
          note: '409 slot_taken',
        },
        {
          metric: 'any other answer',
          value: other,
          unit: 'answers',
          ...(otherCodes.length ? { note: otherCodes.join(', ') } : {}),
        },
        {
          metric: 'one uncontested booking, median of 6',
          value: percentile(alone, 0.5),
          unit: 'ms',
          note: 'one at a time, other slots',
        },
        { metric: 'latency p50', value: percentile(latencies, 0.5), unit: 'ms' },
        {
          metric: 'latency p99',
          value: percentile(latencies, 0.99),
          unit: 'ms',
          note: 'target under 200 ms',
        },
        { metric: 'latency max', value: percentile(latencies, 1), unit: 'ms' },
        {
          metric: 'CPU time of the burst: servers',
          value: Math.round(cpu.servers * 1000),
          unit: 'ms',
        },
        {
          metric: 'CPU time of the burst: PostgreSQL',
          value: Math.round(cpu.database * 1000),
          unit: 'ms',
        },
        {
          metric: 'CPU time of the burst: the clients',
          value: Math.round(cpu.clients * 1000),
          unit: 'ms',
          note: 'this process, not counted in the floor',
        },
        {
          metric: 'floor of the burst on this machine',
          value: Math.round(((cpu.servers + cpu.database) * 1000) / cores),
          unit: 'ms',
          note: `servers and PostgreSQL CPU time over ${cores} cores: no answer to the last visitor can come sooner`,
        },
      ];
      return rows;
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
    }
  },
};
