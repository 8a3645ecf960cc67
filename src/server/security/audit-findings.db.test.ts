import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyConfig } from '../../../scripts/cluster/haproxy.ts';
import { buildIcs } from '../../shared/offers/ics.ts';
import { bannerSettingsSchema } from '../../shared/schemas/site-settings.ts';
import { signUpAccount } from '../testing/test-accounts.ts';
import {
  pathOf,
  payLocalCheckout,
  startSignedInCheckout,
} from '../testing/billing/billing-test-fixture.ts';
import { ConfigError, loadOrCreateSecrets } from '../config.ts';
import { relaxedRateLimits } from '../testing/auth-test-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 30: one row per finding of the security audit, each failing on the code the audit
 * attacked. A row proves the attack now fails, not only that the happy path works.
 */
let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    createTestApp(),
    // Behind the shipped HAProxy: TRUST_PROXY, and a sign-up limit small enough to reach.
    createTestApp(
      { trustProxy: true },
      { auth: { rateLimits: { ...relaxedRateLimits, signUp: { max: 2, windowSeconds: 300 } } } },
    ),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), proxied.close()]);
});

let counter = 0;
const address = () => `audit-${(counter += 1)}-${Date.now()}@studio.dev`;

const findings: { finding: string; attack: () => Promise<void> }[] = [
  {
    finding: 'a forged X-Forwarded-For does not escape the per-address limits',
    async attack() {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/auth/v1/signup',
          // HAProxy appends the real client to whatever the client sent.
          headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` },
          remoteAddress: '127.0.0.1',
          payload: { email: address(), password: 'correct horse battery' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    },
  },
  {
    finding: 'the shipped HAProxy sets X-Forwarded-For and X-Request-Id itself',
    async attack() {
      const config = haproxyConfig({ port: 8080, backends: [{ name: 'a', port: 8081 }] });
      expect(config).toContain('http-request del-header X-Forwarded-For');
      expect(config).toContain('option forwardfor');
      expect(config).toContain('http-request set-header X-Request-Id %[unique-id]');
    },
  },
  {
    finding: 'a payment plan cannot be cancelled or switched before its last payment',
    async attack() {
      const account = await signUpAccount(plain.app, address());
      const started = await startSignedInCheckout(plain.app, account, 'bizBuiltNowPlan');
      await payLocalCheckout(plain.app, started.json<{ url: string }>().url);
      const opened = await plain.app.inject({
        method: 'POST',
        url: '/functions/v1/customer-portal',
        headers: account.headers,
        payload: {},
      });
      const portal = pathOf(opened.json<{ url: string }>().url);
      const page = await plain.app.inject({ method: 'GET', url: portal });
      expect(page.body).toContain('A payment plan runs to its last payment');
      expect(page.body).not.toContain('Cancel subscription');
      expect(page.body).not.toContain('Change plan');
      const { id } = await plain.database.db
        .selectFrom('local_billing_subscriptions')
        .select('id')
        .where('price_id', '=', 'bizBuiltNowPlan')
        .executeTakeFirstOrThrow();
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      for (const [action, payload] of [
        ['cancel', ''],
        ['plan', 'plan=muse'],
      ] as const) {
        const response = await plain.app.inject({
          method: 'POST',
          url: `${portal}/subscriptions/${id}/${action}`,
          headers: form,
          payload,
        });
        expect(response.statusCode, action).toBe(422);
      }
    },
  },
  {
    finding: '/auth/v1/token answers 400 validation_failed to fields of the wrong type',
    async attack() {
      const bodies: [string, object][] = [
        ['refresh_token', { refresh_token: 123 }],
        ['password', { email: ['a@studio.dev'], password: 'correct horse battery' }],
        ['password', { email: 'a@studio.dev', password: { value: 'x' } }],
        ['password', { email: 'a@studio.dev', password: 'x', data: 'not an object' }],
      ];
      for (const [grant, payload] of bodies) {
        const response = await plain.app.inject({
          method: 'POST',
          url: `/auth/v1/token?grant_type=${grant}`,
          headers: { 'x-supabase-api-version': '2024-01-01' },
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json(), JSON.stringify(payload)).toMatchObject({
          code: 'validation_failed',
        });
      }
    },
  },
  {
    finding: 'the banner link takes only real paths on this site',
    async attack() {
      const banner = { visible: true, title: 'Live', text: 'Join us', linkLabel: 'Go' };
      expect(
        bannerSettingsSchema.safeParse({ ...banner, linkUrl: '/webinar-series' }).success,
      ).toBe(true);
      for (const linkUrl of ['/\\evil.example', '//evil.example', '/ok\\..\\x']) {
        const parsed = bannerSettingsSchema.safeParse({ ...banner, linkUrl });
        expect(parsed.success, linkUrl).toBe(false);
      }
    },
  },
  {
    finding: 'calendar.ics escapes every value: no line injection from a meeting URL',
    async attack() {
      const ics = buildIcs(
        {
          uid: 'webinar-1@signal.studio\r\nATTENDEE:mailto:uid@evil.example',
          title: 'Smarter\rATTENDEE:mailto:title@evil.example',
          details: 'x',
          location: 'Online',
          startsAt: '2026-12-01T18:00:00Z',
          endsAt: '2026-12-01T18:30:00Z',
          url: 'https://meet.example/room\r\nATTENDEE:mailto:url@evil.example',
        },
        new Date('2026-11-26T12:00:00Z'),
      );
      const lines = ics.split('\r\n');
      expect(lines.filter((line) => /^ATTENDEE/i.test(line))).toEqual([]);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    },
  },
  {
    finding: 'X-Request-Id is taken only short and plain, from a trusted proxy',
    async attack() {
      const idOf = async (app: TestApp, value: string) =>
        (await app.app.inject({ url: '/healthz', headers: { 'x-request-id': value } })).headers[
          'x-request-id'
        ];
      expect(await idOf(plain, 'trace-123')).not.toBe('trace-123');
      expect(await idOf(proxied, 'trace-123')).toBe('trace-123');
      for (const forged of ['x'.repeat(65), 'a b', 'id"}{"level":60', 'é']) {
        expect(await idOf(proxied, forged), forged).toMatch(/^[0-9a-f-]{36}$/);
      }
    },
  },
  {
    finding: 'a no-JavaScript form refuses Origin: null without Sec-Fetch-Site',
    async attack() {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/forms/webinar-registration',
        headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Ada&email=ada%40studio.dev',
      });
      expect(response.statusCode).toBe(403);
    },
  },
  {
    finding: 'every authenticated answer says Cache-Control: no-store',
    async attack() {
      const account = await signUpAccount(plain.app, address());
      for (const url of [
        '/api/dashboard',
        '/api/me',
        '/api/billing/subscription',
        '/api/clients',
      ]) {
        const response = await plain.app.inject({ url, headers: account.headers });
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
      // The one deliberate exception: the todo list revalidates its ETag on every use, in
      // the caller's browser only.
      const todos = await plain.app.inject({ url: '/api/todos', headers: account.headers });
      expect(todos.headers['cache-control']).toBe('private, no-cache');
    },
  },
  {
    finding: 'a corrupt secrets.json stops the start with the file and what to do',
    async attack() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'audit-secrets-'));
      try {
        const file = path.join(dataDir, 'secrets.json');
        for (const content of ['{"jwtSecret": ', '[1, 2]', '{"jwtSecret": 5}']) {
          writeFileSync(file, content);
          let thrown: unknown;
          try {
            loadOrCreateSecrets(dataDir);
          } catch (error) {
            thrown = error;
          }
          expect(thrown, content).toBeInstanceOf(ConfigError);
          expect((thrown as Error).message).toContain(file);
          expect((thrown as Error).message).toContain('Restore it from a backup');
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  },
];

describe('the security audit of issue 30', () => {
  it.each(findings)('$finding', async ({ attack }) => {
    await attack();
  });
});
