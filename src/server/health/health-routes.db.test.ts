import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('GET /healthz', () => {
  let testApp: TestApp;
  let isDatabaseClosed: boolean;
  beforeEach(async () => {
    testApp = await createTestApp();
    isDatabaseClosed = false;
  });
  afterEach(async () => {
    await testApp.app.close();
    if (!isDatabaseClosed) await testApp.database.close();
  });

  it('answers 200 ok with the engine while the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testApp.database.engine });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is gone, so a load balancer stops sending traffic', async () => {
    await testApp.database.close();
    isDatabaseClosed = true;
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: testApp.database.engine });
    // Liveness does not depend on the database: the process is still alive.
    const live = await testApp.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});
