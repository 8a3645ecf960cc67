import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const token = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const scrape = (authorization?: string) =>
    testApp!.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('does not exist without METRICS_TOKEN', async () => {
    testApp = await createTestApp();
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape(`Bearer ${token}`)).statusCode).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    testApp = await createTestApp({ metricsToken: token });
    const missing = await scrape();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect((await scrape(`Bearer ${token}x`)).statusCode).toBe(401);
    expect(missing.body).not.toContain('http_requests_total');
  });

  it('answers Prometheus text with per-route counts, latency, errors, pool, streams, webhooks and process figures', async () => {
    testApp = await createTestApp({ metricsToken: token });
    await testApp.app.inject({ method: 'GET', url: '/healthz' });
    await testApp.app.inject({ method: 'PATCH', url: '/api/todos/not-a-uuid' });
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    await testApp.app.inject({
      method: 'POST',
      url: '/functions/v1/stripe-webhook',
      headers: { 'stripe-signature': 't=1,v1=bad', 'content-type': 'application/json' },
      payload: '{}',
    });

    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/healthz",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/healthz",status_code="200"\}/,
    );
    // Route patterns, never raw URLs: ids and unknown paths do not grow the label set.
    expect(text).toMatch(/method="PATCH",route="\/api\/todos\/:todoId",status_code="40\d"/);
    expect(text).toMatch(/route="unmatched",status_code="404"\} 1/);
    expect(text).not.toContain('not-a-uuid');
    expect(text).toContain('# TYPE http_request_errors_total counter');
    expect(text).toMatch(/webhook_deliveries_total\{status_code="400"\} 1/);
    expect(text).toMatch(/webhook_processing_seconds_count 1/);
    expect(text).toMatch(/realtime_open_streams 0/);
    expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
    expect(text).toContain('db_pool_waiting_queries');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
