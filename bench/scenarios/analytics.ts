// @ts-expect-error: autocannon ships no type declarations; the part used is typed below.
import autocannonUntyped from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { beaconPath } from '../../src/shared/analytics-events.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { rollUpAnalytics } from '../../src/server/analytics/rollup-service.ts';
import { measureLoad } from '../support/load.ts';
import type { MetricRow, Scenario, ScenarioResult } from '../support/types.ts';

/**
 * First-party analytics on PostgreSQL (docs/analytics.md): beacons ingested per second
 * through the real endpoint (rate limit, validation, salt, insert), then the admin's
 * report over 12 months of a busy site, 1 million events, rolled up as the job does.
 * Uses BENCH_POSTGRES_URL (default: the local server) to create a database of its own.
 */

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seededEvents = 1_000_000;
const reportRequests = 60;
const adminEmail = 'bench-analytics@studio.dev';
const adminPassword = 'bench analytics passphrase';

const browserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `studio_bench_analytics_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * 1 million events over the last 365 days: page views of 12 pages from ~20,000 visitors a
 * day-ish, a tenth of them with a referrer or campaign, and the funnel's events.
 */
async function seed(databaseUrl: string, now: Date): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir: '/nonexistent' });
  try {
    const startedAt = performance.now();
    await sql`
      INSERT INTO analytics_events
        (day, occurred_at, kind, path, visitor, referrer_host, utm_source, utm_medium, utm_campaign)
      SELECT d::date, d, kinds[1 + (i % 20)], paths[1 + (i % 12)], md5((i % 20000)::text || d::date::text),
        CASE WHEN i % 10 = 0 THEN hosts[1 + (i % 5)] END,
        CASE WHEN i % 13 = 0 THEN 'newsletter' END,
        CASE WHEN i % 13 = 0 THEN 'email' END,
        CASE WHEN i % 13 = 0 THEN 'campaign-' || (i % 7) END
      FROM generate_series(1, ${seededEvents}) AS i,
        LATERAL (SELECT ${now}::timestamptz - make_interval(secs => (i::bigint * 31536) / 1000) AS d) moment,
        LATERAL (SELECT
          ARRAY['pageview','pageview','pageview','pageview','pageview','pageview','pageview',
                'pageview','pageview','pageview','pageview','pageview','pageview','pageview',
                'scorecard_completed','chat_opened','newsletter_signup','lead_form_sent',
                'checkout_started','purchase_completed'] AS kinds,
          ARRAY['/','/products','/signal-strength','/transmission','/webinar-series',
                '/spark-summit','/muse','/mirror','/journey','/contact','/bizbuiltnow',
                '/brandfuel'] AS paths,
          ARRAY['google.com','linkedin.com','x.com','news.ycombinator.com','bing.com'] AS hosts
        ) lists
    `.execute(database.db);
    const result = await rollUpAnalytics(database.db, now);
    console.log(
      `  seeded ${seededEvents.toLocaleString('en-US')} events and rolled up ${result.days.length} days in ${Math.round((performance.now() - startedAt) / 1000)} s`,
    );
    return result.days.length;
  } finally {
    await database.close();
  }
}

interface ManyAddressesResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const autocannon = autocannonUntyped as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: {
    method: string;
    setupRequest: (request: { headers: Record<string, string> }) => unknown;
  }[];
  headers: Record<string, string>;
  body: string;
}) => Promise<ManyAddressesResult>;

/**
 * Beacons from 10,000 client addresses (X-Forwarded-For behind a trusted proxy), as a
 * real site gets them: each address's rate-limit row is its own, so they do not queue on
 * one row as the single-address run does.
 */
async function beaconsFromManyAddresses(
  baseUrl: string,
  connections: number,
  seconds: number,
  body: string,
): Promise<MetricRow[]> {
  const options = {
    url: `${baseUrl}${beaconPath}`,
    connections,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browserAgent },
    body,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: { headers: Record<string, string> }) => {
          const address = Math.floor(Math.random() * 10_000);
          request.headers = {
            ...request.headers,
            'x-forwarded-for': `10.${address >> 8}.${address & 255}.7`,
          };
          return request;
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return [
    {
      metric: 'beacons from 10,000 addresses',
      value: Math.round(result.requests.average),
      unit: 'req/s',
      note: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    },
  ];
}

async function signIn(baseUrl: string): Promise<string> {
  const body = JSON.stringify({ email: adminEmail, password: adminPassword });
  const headers = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}/auth/v1/signup`, { method: 'POST', headers, body });
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body,
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function reportLatency(baseUrl: string, token: string, period: string): Promise<MetricRow[]> {
  const latencies: number[] = [];
  let failures = 0;
  for (let index = 0; index < reportRequests; index += 1) {
    const startedAt = performance.now();
    const path = period === 'healthz' ? '/healthz' : `/api/admin/analytics?period=${period}`;
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - startedAt);
    if (!response.ok) failures += 1;
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!);
  const label = period === 'healthz' ? 'GET /healthz (yardstick)' : `report ${period}`;
  return [
    { metric: `${label} p50`, value: at(0.5), unit: 'ms' },
    {
      metric: `${label} p99`,
      value: at(0.99),
      unit: 'ms',
      note: `${reportRequests} requests in a row over ${seededEvents.toLocaleString('en-US')} events`,
    },
    ...(failures
      ? [{ metric: `report ${period} failures`, value: failures, unit: 'responses' }]
      : []),
  ];
}

export const scenario: Scenario = {
  name: 'analytics',
  usesSharedServer: false,
  async run(context) {
    const database = await createDatabase();
    try {
      const server = await context.startServer({
        env: {
          DATABASE_URL: database.url,
          ADMIN_EMAILS: adminEmail,
          // The benchmark's admin signs in with a password alone.
          ADMIN_MFA: 'optional',
          ANALYTICS_BEACON_RATE_LIMIT: '1000000000',
          TRUST_PROXY: 'true',
        },
      });
      const beacon = JSON.stringify({
        name: 'pageview',
        url: '/products?utm_source=newsletter',
        referrer: 'https://www.linkedin.com/',
      });
      const ingestion = await measureLoad(server.url, 'analytics', context.settings, {
        path: beaconPath,
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browserAgent },
        body: beacon,
        note: 'beacons from one address (one rate-limit row): limit, validate, hash, insert',
      });
      const spread = await beaconsFromManyAddresses(
        server.url,
        context.settings.connections,
        context.settings.durationSeconds,
        beacon,
      );
      // The same load on the cheapest route with a database read, as a yardstick: on a
      // busy machine both fall, and the ratio says what the beacon itself costs.
      const yardstick = await measureLoad(server.url, 'analytics', context.settings, {
        path: '/healthz',
        note: 'yardstick: liveness and a database ping, same server and load',
      });
      const results: ScenarioResult[] = [ingestion, yardstick, ...spread];
      await seed(database.url, new Date());
      const token = await signIn(server.url);
      results.push(...(await reportLatency(server.url, token, 'healthz')));
      for (const period of ['today', '7d', '30d', '12m']) {
        results.push(...(await reportLatency(server.url, token, period)));
      }
      return results;
    } finally {
      await database.drop();
    }
  },
};
