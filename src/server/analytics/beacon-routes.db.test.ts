import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { beaconPath } from '../../shared/analytics-events.ts';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

// One app for the file (building one is slow); each test starts with no events or counts.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ analyticsBeaconRateLimit: 5 });
});
beforeEach(async () => {
  await testApp.database.db.deleteFrom('analytics_events').execute();
  await testApp.database.db.deleteFrom('auth_rate_limits').execute();
});
afterAll(async () => {
  await testApp.close();
});

let addressCounter = 0;
const send = (
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `10.20.0.${++addressCounter}`,
) =>
  testApp.app.inject({
    method: 'POST',
    url: beaconPath,
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const storedEvents = () =>
  testApp.database.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

/**
 * Events are written behind the answer, in batches, in the order they came. The events
 * stored once `count` are there; for "nothing stored", a marker beacon sent afterwards
 * must be the only one: anything queued before it would have been written first.
 */
async function eventsOnceWritten(count: number) {
  await expect.poll(async () => (await storedEvents()).length).toBeGreaterThanOrEqual(count);
  return storedEvents();
}
async function expectNothingStoredBeforeMarker() {
  expect((await send({ name: 'chat_opened', url: '/' })).statusCode).toBe(204);
  const stored = await eventsOnceWritten(1);
  expect(stored.map((event) => event.kind)).toEqual(['chat_opened']);
}

describe('the beacon', () => {
  it('counts a page view with its referring host and campaign, as sendBeacon posts it', async () => {
    const response = await send({
      name: 'pageview',
      url: '/products?utm_source=Newsletter&utm_medium=email&utm_campaign=launch',
      referrer: 'https://www.linkedin.com/feed/',
    });
    expect(response.statusCode).toBe(204);
    const [event] = await eventsOnceWritten(1);
    expect(event).toMatchObject({
      kind: 'pageview',
      path: '/products',
      referrer_host: 'linkedin.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
    });
    expect(event?.visitor).toMatch(/^[\w-]{22}$/);
  });

  it('counts a named event and takes application/json too', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: beaconPath,
      headers: { 'user-agent': browser },
      payload: { name: 'scorecard_completed', url: '/signal-strength' },
    });
    expect(response.statusCode).toBe(204);
    expect((await eventsOnceWritten(1)).map((event) => [event.kind, event.path])).toEqual([
      ['scorecard_completed', '/signal-strength'],
    ]);
  });

  it('does not count our own pages as a source', async () => {
    await send({ name: 'pageview', url: '/', referrer: 'http://localhost:80/products' });
    expect((await eventsOnceWritten(1))[0]?.referrer_host).toBeNull();
  });
});

describe('visitors who are not counted', () => {
  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a crawler', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
    ['a headless browser', { 'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0 Safari/537.36' }],
    ['no user agent', { 'user-agent': '' }],
  ])('%s: answered 204, nothing stored', async (_label, headers) => {
    expect((await send({ name: 'pageview', url: '/' }, headers)).statusCode).toBe(204);
    await expectNothingStoredBeforeMarker();
  });
});

describe('bad beacons', () => {
  it.each([
    ['not JSON', '{"name":'],
    ['an unknown event', { name: 'page_hacked', url: '/' }],
    ['an event only the server records', { name: 'purchase_completed', url: '/' }],
    ['an address that is not a path', { name: 'pageview', url: 'https://evil.example/' }],
    ['a page view of a page that is not public', { name: 'pageview', url: '/admin' }],
    ['an unknown field', { name: 'pageview', url: '/', visitorId: 'abc' }],
    ['no page', { name: 'pageview' }],
  ])('%s: 400, nothing stored', async (_label, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    await expectNothingStoredBeforeMarker();
  });

  it('counts every beacon of an address, bad ones too, and refuses past the limit', async () => {
    const address = '10.30.0.1';
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await send({ name: 'pageview', url: '/' }, {}, address)).statusCode).toBe(204);
    }
    expect((await send('nonsense', {}, address)).statusCode).toBe(400);
    expect((await send({ name: 'nope' }, {}, address)).statusCode).toBe(400);
    const refused = await send({ name: 'pageview', url: '/' }, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ name: 'pageview', url: '/' }, {}, '10.30.0.2')).statusCode).toBe(204);
    // Written behind the answer: wait, or a late batch lands after the next test's reset.
    expect(await eventsOnceWritten(4)).toHaveLength(4);
  });

  it('holds the limit across server processes sharing the database', async () => {
    const other = await buildApp({
      config: testConfig({ analyticsBeaconRateLimit: 5 }),
      database: testApp.database,
      logger: false,
    });
    const address = '10.40.0.1';
    const viaOther = () =>
      other.inject({
        method: 'POST',
        url: beaconPath,
        remoteAddress: address,
        headers: { 'user-agent': browser, 'content-type': 'text/plain' },
        payload: JSON.stringify({ name: 'pageview', url: '/' }),
      });
    for (let sent = 0; sent < 5; sent += 1) {
      const response =
        sent % 2 ? await viaOther() : await send({ name: 'pageview', url: '/' }, {}, address);
      expect(response.statusCode).toBe(204);
    }
    expect((await viaOther()).statusCode).toBe(429);
    await other.close();
    expect(await eventsOnceWritten(5)).toHaveLength(5);
  });

  it('gives beacons arriving together the verdicts they would get one by one', async () => {
    const address = '10.50.0.1';
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => send({ name: 'pageview', url: '/' }, {}, address)),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    const [counter] = await testApp.database.db
      .selectFrom('auth_rate_limits')
      .select('hits')
      .where('bucket', '=', `analytics:${address}`)
      .execute();
    expect(counter?.hits).toBe(8);
    expect(await eventsOnceWritten(5)).toHaveLength(5);
  });
});

describe('stopping the server', () => {
  it('writes the beacons it answered before the database closes', async () => {
    const other = await buildApp({
      config: testConfig({ analyticsBeaconRateLimit: 100 }),
      database: testApp.database,
      logger: false,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        other.inject({
          method: 'POST',
          url: beaconPath,
          remoteAddress: `10.60.0.${index}`,
          headers: { 'user-agent': browser, 'content-type': 'text/plain' },
          payload: JSON.stringify({ name: 'pageview', url: '/' }),
        }),
      ),
    );
    expect(answers.every((response) => response.statusCode === 204)).toBe(true);
    await other.close();
    expect(await storedEvents()).toHaveLength(20);
  });
});
