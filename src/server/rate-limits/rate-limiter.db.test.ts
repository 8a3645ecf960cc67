import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutFormAction } from '../../shared/checkout-form.ts';
import { leadFormActions } from '../../shared/lead-form-actions.ts';
import { messages } from '../../shared/messages.ts';
import { signUpAccount, type TestAccount } from '../testing/test-accounts.ts';
import { buildApp } from '../app.ts';
import { anonymousCheckoutRateLimit } from '../billing/functions-routes.ts';
import { contactRateLimit } from '../leads/leads-routes.ts';
import { newsletterRateLimit } from '../leads/newsletter-routes.ts';
import { resourceCopyRateLimit } from '../leads/resource-copy-routes.ts';
import { waitlistRateLimit } from '../leads/waitlist-routes.ts';
import { webinarRateLimit } from '../leads/webinar-routes.ts';
import { candidateLookupRateLimit } from '../tasks/sharing-routes.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { countHit, longestWindowSeconds, type RateLimitRule } from './rate-limiter.ts';

// Two server processes behind one load balancer: two apps on one database.
let first: TestApp;
let second: FastifyInstance;
let addressCounter = 0;
const freshAddress = () => `10.91.0.${(addressCounter += 1)}`;

beforeAll(async () => {
  first = await createTestApp();
  second = await buildApp({ config: testConfig(), database: first.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('countHit', () => {
  const rule: RateLimitRule = { max: 3, windowSeconds: 60 };

  it('allows max hits per bucket, then refuses with the seconds left, each bucket apart', async () => {
    const verdicts = [];
    for (let hit = 0; hit < 4; hit += 1)
      verdicts.push(await countHit(first.database.db, 'a', rule));
    expect(verdicts.map((verdict) => [verdict.allowed, verdict.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(verdicts[3]!.secondsLeft).toBeGreaterThan(0);
    expect(verdicts[3]!.secondsLeft).toBeLessThanOrEqual(60);
    expect((await countHit(first.database.db, 'b', rule)).allowed).toBe(true);
  });

  it('refuses a window the stale-counter sweep would cut short', async () => {
    await expect(
      countHit(first.database.db, 'c', { max: 1, windowSeconds: longestWindowSeconds + 1 }),
    ).rejects.toThrow(/outlives the sweep/);
  });
});

// Invalid requests count too (the limiter runs before validation), so empty posts test the
// count cheaply.
const limitedRoutes: [string, RateLimitRule, 'json' | 'page'][] = [
  ['/api/leads', contactRateLimit, 'json'],
  ['/api/newsletter', newsletterRateLimit, 'json'],
  ['/api/webinar-registrations', webinarRateLimit, 'json'],
  ['/api/waitlist', waitlistRateLimit, 'json'],
  ['/api/resource-copies', resourceCopyRateLimit, 'json'],
  ['/functions/v1/anonymous-checkout', anonymousCheckoutRateLimit, 'json'],
  [leadFormActions.contact, contactRateLimit, 'page'],
  [leadFormActions.newsletter, newsletterRateLimit, 'page'],
  [leadFormActions.webinar, webinarRateLimit, 'page'],
  [leadFormActions.waitlist, waitlistRateLimit, 'page'],
  [leadFormActions.resourceCopy, resourceCopyRateLimit, 'page'],
  [checkoutFormAction, anonymousCheckoutRateLimit, 'page'],
];

describe('every limited route shares one count across processes', () => {
  it.each(limitedRoutes)('%s', async (url, rule, answer) => {
    const address = freshAddress();
    const post = (app: FastifyInstance) =>
      answer === 'json'
        ? app.inject({ method: 'POST', url, payload: {}, remoteAddress: address })
        : app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: '',
            remoteAddress: address,
          });
    for (let sent = 0; sent < rule.max; sent += 1) {
      const response = await post(sent % 2 ? second : first.app);
      expect(response.statusCode).not.toBe(429);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(rule.max - sent - 1));
    }
    const limited = await post(second);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    if (answer === 'page') expect(limited.body).toContain(messages.server.rateLimited);
    // Another address, through the other process, is not held back.
    const other = await first.app.inject({
      method: 'POST',
      url,
      payload: {},
      remoteAddress: freshAddress(),
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('/api/share-candidates, per signed-in user', async () => {
    const [asker, neighbour] = await Promise.all(
      ['asker', 'neighbour'].map((name) =>
        signUpAccount(first.app, `${name}-${Date.now()}@limits.example.com`),
      ),
    );
    const lookUp = (app: FastifyInstance, account: TestAccount) =>
      app.inject({
        method: 'GET',
        url: '/api/share-candidates?email=nobody%40limits.example.com',
        headers: account.headers,
        remoteAddress: '10.92.0.1',
      });
    for (let sent = 0; sent < candidateLookupRateLimit.max; sent += 1) {
      expect((await lookUp(sent % 2 ? second : first.app, asker!)).statusCode).toBe(200);
    }
    const limited = await lookUp(second, asker!);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'over_request_rate_limit', message: messages.server.rateLimited },
    });
    // Same address, another person: counted apart.
    expect((await lookUp(first.app, neighbour!)).statusCode).toBe(200);
  });
});
