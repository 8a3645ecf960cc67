import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signatureHeader } from '../../src/server/billing/webhook-signature.ts';
import type { MetricRow, Scenario } from '../support/types.ts';

/**
 * Payment events processed per second: signed checkout.session.completed events for new
 * anonymous buyers (each verified, stored once, linked to a customer and written as an
 * order), then the same events again (redeliveries: verified, found, acknowledged). Runs
 * on a server of its own, whose local webhook secret it reads from the data directory.
 */

const eventCount = 1_000;

function completedEvent(index: number): string {
  const id = randomBytes(8).toString('hex');
  const created = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    id: `evt_bench_${id}`,
    object: 'event',
    type: 'checkout.session.completed',
    created,
    data: {
      object: {
        id: `cs_bench_${id}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 150_000,
        currency: 'usd',
        customer: `cus_bench_${id}`,
        customer_details: { email: `bench-buyer-${index}@studio.dev` },
        client_reference_id: null,
        created,
        line_items: { data: [{ price: { id: 'spark' } }] },
      },
    },
  });
}

interface RunResult {
  eventsPerSecond: number;
  p99Ms: number;
  failures: number;
}

/** Sends every payload, `connections` at a time, signing each as it goes out. */
async function deliver(
  url: string,
  secret: string,
  payloads: string[],
  connections: number,
): Promise<RunResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const startedAt = performance.now();
  const worker = async () => {
    while (next < payloads.length) {
      const payload = payloads[next++]!;
      const sentAt = performance.now();
      const response = await fetch(`${url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader(payload, secret),
        },
        body: payload,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sentAt);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    eventsPerSecond: Math.round(payloads.length / seconds),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    failures,
  };
}

function rows(label: string, result: RunResult): MetricRow[] {
  return [
    { metric: `${label} throughput`, value: result.eventsPerSecond, unit: 'events/s' },
    { metric: `${label} p99 latency`, value: result.p99Ms, unit: 'ms' },
    { metric: `${label} non-2xx`, value: result.failures, unit: 'responses' },
  ];
}

export const scenario: Scenario = {
  name: 'webhooks',
  usesSharedServer: false,
  async run(context) {
    const server = await context.startServer();
    const secrets = JSON.parse(readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as {
      localWebhookSecret: string;
    };
    const connections = Math.min(context.settings.connections, 16);
    const payloads = Array.from({ length: eventCount }, (_, index) => completedEvent(index));
    const fresh = await deliver(server.url, secrets.localWebhookSecret, payloads, connections);
    const replayed = await deliver(server.url, secrets.localWebhookSecret, payloads, connections);
    return [...rows('new payment events', fresh), ...rows('redelivered events', replayed)];
  },
};
