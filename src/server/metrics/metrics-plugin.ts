import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';

export interface MetricsOptions {
  /** Bearer token that unlocks GET /metrics; unset, the route does not exist (404). */
  token: string | undefined;
  database: Database;
  /** Open realtime streams on this process, read at scrape time. */
  openStreams(): number;
}

const webhookRoute = '/functions/v1/stripe-webhook';
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics for this process at GET /metrics (text format), behind a bearer
 * token. Nothing is measured when no token is configured, so the hot path pays nothing.
 * Register before the routes so every route's responses are counted.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { token } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route pattern and status',
    labelNames,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx status',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Payment webhook deliveries processed, by status (2xx accepted, 400 refused signature)',
    labelNames: ['status_code'],
    registers: [registry],
  });
  const webhookLatency = new Histogram({
    name: 'webhook_processing_seconds',
    help: 'Time to verify and record a payment webhook delivery',
    buckets: latencyBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'realtime_open_streams',
    help: 'Realtime (server-sent events) streams open on this process',
    registers: [registry],
    collect() {
      this.set(options.openStreams());
    },
  });
  const { database } = options;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (max, total, idle); PGlite reports one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { max: 1, total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a free PostgreSQL connection',
    registers: [registry],
    collect() {
      this.set(database.poolStats?.().waiting ?? 0);
    },
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route pattern, never the raw URL, so ids and typos do not explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: reply.statusCode };
    const seconds = reply.elapsedTime / 1000;
    requests.inc(labels);
    latency.observe(labels, seconds);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    if (route === webhookRoute) {
      webhooks.inc({ status_code: reply.statusCode });
      webhookLatency.observe(seconds);
    }
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const presented = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(presented, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: { code: 'unauthorized', message: 'A valid metrics token is required' } });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
