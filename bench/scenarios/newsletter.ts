import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.ts';
import type { BenchServer } from '../support/server.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import type { MetricRow, Scenario } from '../support/types.ts';

/**
 * The Transmission's send (docs/newsletter.md), against a local SMTP sink: 10,000
 * confirmed subscribers beside pending, unsubscribed and suppressed ones, one issue due
 * now, MAIL_SEND_RATE set. The sending process is killed with SIGKILL when half the
 * issue has arrived, then a new process starts on the same data directory. Counted at
 * the sink: the rate each process held, duplicates, confirmed addresses missed, and
 * mails to anyone not confirmed.
 */

const confirmedCount = 10_000;
const othersEach = 300;
const sendRate = Number(process.env.BENCH_NEWSLETTER_RATE ?? 100);

const address = (kind: string, index: number) => `${kind}-${index}@bench.dev`;

/** Subscribers and one due issue, written straight into the stopped server's database. */
async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    await sql`
      INSERT INTO newsletter_subscribers (email, source, status, confirmed_at)
      SELECT 'confirmed-' || n || '@bench.dev', 'bench', 'confirmed', now()
      FROM generate_series(0, ${confirmedCount - 1}) AS n
    `.execute(db);
    for (const status of ['pending', 'unsubscribed', 'suppressed'] as const) {
      await sql`
        INSERT INTO newsletter_subscribers (email, source, status)
        SELECT ${status} || '-' || n || '@bench.dev', 'bench', ${status}
        FROM generate_series(0, ${othersEach - 1}) AS n
      `.execute(db);
    }
    await sql`
      INSERT INTO mail_unsubscribes (email, list)
      SELECT 'unsubscribed-' || n || '@bench.dev', 'transmission'
      FROM generate_series(0, ${othersEach - 1}) AS n
    `.execute(db);
    await db
      .insertInto('newsletter_issues')
      .values({
        subject: 'Bench issue',
        preview: 'One idea, five minutes.',
        body: 'First paragraph.\n\nSecond paragraph.',
        article_slug: null,
        status: 'scheduled',
        send_at: new Date(),
      })
      .execute();
  } finally {
    await database.close();
  }
}

/** Mails per second between the first and last acceptance of one process's share. */
function heldRate(acceptedAt: number[]): number {
  if (acceptedAt.length < 2) return 0;
  const seconds = (Math.max(...acceptedAt) - Math.min(...acceptedAt)) / 1000;
  return (acceptedAt.length - 1) / seconds;
}

function tally(sink: SmtpSink) {
  const received = new Map<string, number>();
  for (const mail of sink.mails) received.set(mail.to, (received.get(mail.to) ?? 0) + 1);
  // A repeat with the Message-ID of the first copy is dropped by receivers that dedupe.
  const messageIds = new Set(sink.mails.map((mail) => `${mail.to} ${mail.messageId}`));
  const newMessageIds = messageIds.size - received.size;
  let duplicates = 0;
  let missed = 0;
  let wrong = 0;
  for (let index = 0; index < confirmedCount; index += 1) {
    const times = received.get(address('confirmed', index)) ?? 0;
    if (times === 0) missed += 1;
    duplicates += Math.max(0, times - 1);
  }
  for (const [to, times] of received) if (!to.startsWith('confirmed-')) wrong += times;
  return { duplicates, newMessageIds, missed, wrong };
}

const percentOff = (rate: number) => `${(((rate - sendRate) / sendRate) * 100).toFixed(1)} %`;

export const scenario: Scenario = {
  name: 'newsletter',
  usesSharedServer: false,
  async run(context) {
    const sink = await startSmtpSink();
    try {
      const env = { SMTP_URL: sink.url, MAIL_SEND_RATE: String(sendRate) };
      // A first start migrates the data directory; the seed goes in while it is stopped.
      const first = await context.startServer({ env: { ...env, MAIL_DELIVERY: 'off' } });
      await first.stop();
      await seed(first.dataDir);

      const sending: BenchServer = await context.startServer({ dataDir: first.dataDir, env });
      const half = confirmedCount / 2;
      if (!(await sink.waitForCount(half, 600_000))) throw new Error('half the issue never came');
      sending.process.kill('SIGKILL');
      await sending.stop();
      const beforeRestart = sink.mails.length;

      const restarted = await context.startServer({ dataDir: first.dataDir, env });
      const distinct = () => new Set(sink.mails.map((mail) => mail.to)).size;
      const deadline = performance.now() + 600_000;
      while (distinct() < confirmedCount && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Long enough for a copy whose lease the kill left behind to be sent again, if it were.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await restarted.stop();

      const beforeKill = heldRate(sink.mails.slice(0, beforeRestart).map((m) => m.acceptedAt));
      const afterRestart = heldRate(sink.mails.slice(beforeRestart).map((m) => m.acceptedAt));
      const { duplicates, newMessageIds, missed, wrong } = tally(sink);
      const rows: MetricRow[] = [
        {
          metric: `rate before the kill (MAIL_SEND_RATE=${sendRate})`,
          value: Math.round(beforeKill * 10) / 10,
          unit: 'mails/s',
          note: `${percentOff(beforeKill)} from the set rate`,
        },
        {
          metric: 'rate after the restart',
          value: Math.round(afterRestart * 10) / 10,
          unit: 'mails/s',
          note: `${percentOff(afterRestart)} from the set rate`,
        },
        { metric: 'mails before the kill -9', value: beforeRestart, unit: 'mails' },
        {
          metric: 'duplicates',
          value: duplicates,
          unit: 'mails',
          note: 'a mail handed to the relay is never sent again',
        },
        {
          metric: 'duplicates with a new Message-ID',
          value: newMessageIds,
          unit: 'mails',
          note: 'a repeat keeps its Message-ID',
        },
        { metric: 'confirmed subscribers missed', value: missed, unit: 'addresses' },
        {
          metric: 'mails to pending, unsubscribed or suppressed',
          value: wrong,
          unit: 'mails',
          note: `${othersEach} of each in the list`,
        },
      ];
      return rows;
    } finally {
      await sink.close();
    }
  },
};
