import { readdirSync, readFileSync } from 'node:fs';
import type { BenchServer } from '../support/server.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import type { BenchContext, MetricRow, Scenario } from '../support/types.ts';

/**
 * The outbox (docs/decisions/2026-11-26-mail-outbox.md), against a local SMTP sink:
 * 1. 5,000 mails queued by real events (waitlist sign-ups over HTTP) while delivery is off,
 *    then a server with delivery on drains them: mails per second, duplicates and losses.
 * 2. 1,500 queued the same way, drained at MAIL_SEND_RATE=100: the rate held.
 * 3. An idle server, one sign-up at a time: from the sign-up's answer (its transaction has
 *    committed) to the sink's acceptance, p50 and p99.
 */

const drainCount = 5_000;
const pacedCount = 1_500;
const pacedRate = 100;
const latencySamples = 200;

let addressCounter = 0;
/** Ten sign-ups per client address fit the waitlist's rate limit. */
const forwardedFor = () => {
  addressCounter += 1;
  const block = Math.floor(addressCounter / 10);
  return `10.${(block >> 16) & 255}.${(block >> 8) & 255}.${block & 255}`;
};

async function signUp(url: string, email: string): Promise<void> {
  const response = await fetch(`${url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor() },
    body: JSON.stringify({ name: 'Bench Reader', email, event: 'spark-summit' }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`waitlist sign-up answered ${response.status}`);
}

async function queueWithDeliveryOff(
  context: BenchContext,
  sink: SmtpSink,
  prefix: string,
  count: number,
): Promise<{ dataDir: string; addresses: string[] }> {
  const server = await context.startServer({
    env: { SMTP_URL: sink.url, MAIL_DELIVERY: 'off', TRUST_PROXY: 'true' },
  });
  const addresses = Array.from({ length: count }, (_, index) => `${prefix}-${index}@bench.dev`);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < addresses.length) await signUp(server.url, addresses[next++]!);
    }),
  );
  await server.stop();
  return { dataDir: server.dataDir, addresses };
}

function countDeliveries(sink: SmtpSink, addresses: string[]) {
  const wanted = new Set(addresses);
  const seen = new Map<string, number>();
  for (const mail of sink.mails) {
    if (wanted.has(mail.to)) seen.set(mail.to, (seen.get(mail.to) ?? 0) + 1);
  }
  const duplicates = [...seen.values()].reduce((sum, times) => sum + times - 1, 0);
  const losses = addresses.filter((address) => !seen.has(address)).length;
  return { duplicates, losses };
}

/** CPU seconds (user + system) of a process and every descendant still running (Linux). */
function treeCpuSeconds(rootPid: number | undefined): number {
  if (rootPid === undefined) return 0;
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while we read.
    }
  }
  const isInTree = (pid: number): boolean => {
    for (let current = pid, depth = 0; depth < 20; depth += 1) {
      if (current === rootPid) return true;
      const parent = stats.get(current)?.parent;
      if (!parent) return false;
      current = parent;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (isInTree(pid)) ticks += stat.ticks;
  return ticks / 100;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

async function drain(
  context: BenchContext,
  sink: SmtpSink,
  prefix: string,
  count: number,
  env: Record<string, string>,
): Promise<{ perSecond: number; duplicates: number; losses: number; cpuMsPerMail: number }> {
  const { dataDir, addresses } = await queueWithDeliveryOff(context, sink, prefix, count);
  const before = sink.mails.length;
  const server: BenchServer = await context.startServer({
    dataDir,
    env: { SMTP_URL: sink.url, TRUST_PROXY: 'true', ...env },
  });
  const cpuBefore = treeCpuSeconds(server.process.pid);
  const sinkBefore = process.cpuUsage();
  const isComplete = await sink.waitForCount(before + count, 600_000);
  const sinkCpu = process.cpuUsage(sinkBefore);
  // The server, its PostgreSQL and the sink (this process): the whole cost of a mail here.
  const cpuSeconds =
    treeCpuSeconds(server.process.pid) - cpuBefore + (sinkCpu.user + sinkCpu.system) / 1e6;
  // A moment more, so a duplicate sent late is counted too.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await server.stop();
  if (!isComplete) console.warn(`mail: only ${sink.mails.length - before} of ${count} arrived`);
  const drained = sink.mails.slice(before).map((mail) => mail.acceptedAt);
  const seconds = (Math.max(...drained) - Math.min(...drained)) / 1000;
  return {
    perSecond: Math.round((drained.length - 1) / seconds),
    cpuMsPerMail: (cpuSeconds * 1000) / count,
    ...countDeliveries(sink, addresses),
  };
}

async function commitToAcceptance(context: BenchContext, sink: SmtpSink): Promise<number[]> {
  const server = await context.startServer({ env: { SMTP_URL: sink.url, TRUST_PROXY: 'true' } });
  const delays: number[] = [];
  for (let index = 0; index < latencySamples; index += 1) {
    const email = `idle-${index}@bench.dev`;
    await signUp(server.url, email);
    const answeredAt = performance.now();
    const deadline = answeredAt + 30_000;
    let accepted: number | undefined;
    while (accepted === undefined && performance.now() < deadline) {
      accepted = sink.mails.find((mail) => mail.to === email)?.acceptedAt;
      if (accepted === undefined) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    delays.push((accepted ?? deadline) - answeredAt);
    // An idle server between events, as a visitor's sign-ups arrive.
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
  }
  await server.stop();
  return delays;
}

export const scenario: Scenario = {
  name: 'mail',
  usesSharedServer: false,
  async run(context) {
    const sink = await startSmtpSink();
    try {
      const fast = await drain(context, sink, 'drain', drainCount, {});
      const paced = await drain(context, sink, 'paced', pacedCount, {
        MAIL_SEND_RATE: String(pacedRate),
      });
      const delays = await commitToAcceptance(context, sink);
      const rows: MetricRow[] = [
        {
          metric: `${drainCount} queued mails, no rate limit`,
          value: fast.perSecond,
          unit: 'mails/s',
        },
        {
          metric: 'CPU per mail (server, database, sink)',
          value: Math.round(fast.cpuMsPerMail * 100) / 100,
          unit: 'ms',
          note: `two idle cores: about ${Math.round(2000 / fast.cpuMsPerMail)}/s`,
        },
        { metric: 'duplicates (no rate limit)', value: fast.duplicates, unit: 'mails' },
        { metric: 'losses (no rate limit)', value: fast.losses, unit: 'mails' },
        {
          metric: `${pacedCount} mails at MAIL_SEND_RATE=${pacedRate}`,
          value: paced.perSecond,
          unit: 'mails/s',
          note: `${(((paced.perSecond - pacedRate) / pacedRate) * 100).toFixed(1)} % from the set rate`,
        },
        {
          metric: 'duplicates + losses (paced)',
          value: paced.duplicates + paced.losses,
          unit: 'mails',
        },
        {
          metric: 'commit to SMTP acceptance p50 (idle)',
          value: Math.round(percentile(delays, 0.5)),
          unit: 'ms',
        },
        {
          metric: 'commit to SMTP acceptance p99 (idle)',
          value: Math.round(percentile(delays, 0.99)),
          unit: 'ms',
        },
      ];
      return rows;
    } finally {
      await sink.close();
    }
  },
};
