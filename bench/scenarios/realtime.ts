import { SseTestClient } from '../../src/server/testing/sse-test-client.ts';
import {
  callApi,
  signUpBenchUser,
  startPostgresBenchServer,
  type BenchUser,
} from '../support/task-fixtures.ts';
import type { MetricRow, Scenario } from '../support/types.ts';

const users = 25;
/** The server allows 20 streams per user (tabs); 25 users x 20 = 500 open streams. */
const streamsPerUser = 20;
const writes = 40;
const writeGapMs = 75;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/**
 * 500 open streams of 25 users who all share one folder; the owner changes a todo in it
 * 40 times. Measured per delivered event: from the change's commit (its updated_at, set
 * by the database on this machine's clock; it precedes the commit by the statement's own
 * time, so this slightly overstates) and from the moment the request was sent.
 */
async function measure(baseUrl: string, engine: string): Promise<MetricRow[]> {
  const people: BenchUser[] = [];
  for (let index = 0; index < users; index += 1)
    people.push(await signUpBenchUser(baseUrl, 'live'));
  const [owner] = people as [BenchUser, ...BenchUser[]];
  const folder = await callApi<{ id: string }>(baseUrl, owner, 'POST', '/api/todo-folders', {
    name: 'Live',
  });
  for (const member of people.slice(1))
    await callApi(baseUrl, owner, 'PUT', `/api/todo-folders/${folder.id}/sharing/${member.id}`, {
      level: 'view',
    });
  const todo = await callApi<{ id: string }>(baseUrl, owner, 'POST', '/api/todos', {
    title: 'Watched',
    folder_id: folder.id,
  });

  const streams: SseTestClient[] = [];
  try {
    for (const person of people)
      for (let index = 0; index < streamsPerUser; index += 1)
        streams.push(await SseTestClient.open(`${baseUrl}/api/realtime`, person.authorization));
    await Promise.all(streams.map((stream) => stream.waitFor((event) => event.event === 'ready')));

    const sentAt = new Map<string, number>();
    for (let index = 0; index < writes; index += 1) {
      const title = `Change ${index}`;
      sentAt.set(title, Date.now());
      await callApi(baseUrl, owner, 'PATCH', `/api/todos/${todo.id}`, { title });
      await new Promise((resolve) => setTimeout(resolve, writeGapMs));
    }
    const last = `Change ${writes - 1}`;
    await Promise.all(
      streams.map((stream) =>
        stream
          .waitFor((event) => event.data.includes(last), { timeoutMs: 20_000 })
          .catch(() => undefined),
      ),
    );

    const fromCommit: number[] = [];
    const fromRequest: number[] = [];
    for (const stream of streams) {
      for (const event of stream.events) {
        if (event.event !== 'change') continue;
        const change = JSON.parse(event.data) as { row: { title?: string; updated_at?: string } };
        const sent = sentAt.get(change.row.title ?? '');
        if (sent === undefined || !change.row.updated_at) continue;
        fromCommit.push(event.receivedAt - Date.parse(change.row.updated_at));
        fromRequest.push(event.receivedAt - sent);
      }
    }
    fromCommit.sort((a, b) => a - b);
    fromRequest.sort((a, b) => a - b);
    const expected = streams.length * writes;
    return [
      { metric: `${engine}: open streams`, value: streams.length, unit: 'streams' },
      { metric: `${engine}: events delivered`, value: fromCommit.length, unit: `of ${expected}` },
      {
        metric: `${engine}: commit to delivery p50`,
        value: percentile(fromCommit, 0.5),
        unit: 'ms',
      },
      {
        metric: `${engine}: commit to delivery p99`,
        value: percentile(fromCommit, 0.99),
        unit: 'ms',
      },
      {
        metric: `${engine}: request sent to delivery p50`,
        value: percentile(fromRequest, 0.5),
        unit: 'ms',
      },
      {
        metric: `${engine}: request sent to delivery p99`,
        value: percentile(fromRequest, 0.99),
        unit: 'ms',
      },
    ];
  } finally {
    for (const stream of streams) stream.close();
  }
}

/** Realtime fan-out: the embedded database always; a DATABASE_URL PostgreSQL when set. */
export const scenario: Scenario = {
  name: 'realtime',
  usesSharedServer: false,
  async run(context) {
    const embedded = await context.startServer();
    const rows = await measure(embedded.url, 'embedded PostgreSQL');
    await embedded.stop();
    const postgres = await startPostgresBenchServer(context.buildDir, context.settings);
    if (postgres) {
      try {
        rows.push(...(await measure(postgres.url, 'PostgreSQL')));
      } finally {
        await postgres.stopAndDrop();
      }
    }
    return rows;
  },
};
