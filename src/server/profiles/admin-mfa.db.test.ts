import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStepAt } from '../auth/mfa/totp.ts';
import {
  relaxedRateLimits,
  startAuthTestServer,
  uniqueEmail,
  type AuthTestServer,
} from '../testing/auth-test-server.ts';
import { changeMatching, SseTestClient } from '../testing/sse-test-client.ts';
import { setRoleForEmail } from '../tools/admin-role.ts';

const password = 'correct horse battery';
const someId = '00000000-0000-4000-8000-000000000000';

/** Every admin route (requireAdmin), by method and a concrete path. */
const adminRoutes: [string, string][] = [
  ['GET', '/api/admin/access'],
  ['GET', '/api/admin/users'],
  ['PATCH', `/api/admin/users/${someId}`],
  ['GET', '/api/admin/leads'],
  ['PATCH', `/api/admin/leads/${someId}`],
  ['GET', '/api/admin/leads.csv'],
  ['POST', '/api/admin/email-templates'],
  ['PUT', `/api/admin/email-templates/${someId}`],
  ['DELETE', `/api/admin/email-templates/${someId}`],
  ['GET', '/api/admin/site-settings'],
  ['PUT', '/api/admin/site-settings'],
  ['GET', '/api/admin/site-settings/history'],
  ['GET', '/api/admin/outbox'],
  ['GET', `/api/admin/outbox/${someId}`],
  ['POST', `/api/admin/outbox/${someId}/retry`],
  ['GET', '/api/admin/media'],
  ['POST', '/api/admin/media'],
  ['GET', `/api/admin/media/${someId}`],
  ['PATCH', `/api/admin/media/${someId}`],
  ['DELETE', `/api/admin/media/${someId}`],
  ['GET', '/api/admin/orders'],
  ['POST', `/api/admin/orders/${someId}/refund`],
  ['GET', '/api/admin/transmission'],
  ['GET', '/api/admin/transmission/subscribers'],
  ['POST', '/api/admin/transmission/issues'],
  ['PUT', `/api/admin/transmission/issues/${someId}`],
  ['POST', `/api/admin/transmission/issues/${someId}/test`],
  ['POST', `/api/admin/transmission/issues/${someId}/schedule`],
  ['POST', `/api/admin/transmission/issues/${someId}/unschedule`],
  ['POST', `/api/admin/transmission/issues/${someId}/pause`],
  ['POST', `/api/admin/transmission/issues/${someId}/resume`],
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/catalogue'],
  ['PUT', '/api/admin/catalogue/spark'],
  ['GET', '/api/admin/booking/bookings'],
  ['GET', '/api/admin/booking/bookings.csv'],
  ['POST', `/api/admin/booking/bookings/${someId}/cancel`],
  ['GET', '/api/admin/booking/availability'],
  ['PUT', '/api/admin/booking/availability'],
  ['GET', '/api/admin/booking/feed-url'],
  ['GET', '/api/admin/booking/kinds'],
  ['POST', '/api/admin/booking/kinds'],
  ['PUT', `/api/admin/booking/kinds/${someId}`],
  ['GET', '/api/admin/booking/days-off'],
  ['POST', '/api/admin/booking/days-off'],
  ['DELETE', `/api/admin/booking/days-off/${someId}`],
  ['GET', '/api/admin/booking/week'],
  ['GET', '/api/admin/work'],
  ['POST', '/api/admin/work'],
  ['PUT', `/api/admin/work/${someId}`],
  ['PATCH', `/api/admin/work/${someId}`],
  ['PUT', '/api/admin/work-order'],
  ['GET', '/api/admin/transmission/articles'],
  ['POST', '/api/admin/transmission/articles'],
  ['PUT', `/api/admin/transmission/articles/${someId}`],
  ['POST', '/api/admin/transmission/articles/preview'],
  ['POST', '/api/admin/transmission/subscribers/import'],
  ['GET', '/api/admin/transmission/subscribers/export.csv'],
];

/** Issue 30, item 3: with ADMIN_MFA=required (the default) admins need aal2. */
describe('admin routes need a second factor', () => {
  let server: AuthTestServer;
  let aal1Token: string;
  let aal2Token: string;
  beforeAll(async () => {
    server = await startAuthTestServer({
      config: { adminMfa: 'required' },
      auth: { rateLimits: relaxedRateLimits },
    });
    const email = uniqueEmail('admin');
    const client = server.newClient();
    await client.signUp({ email, password });
    await setRoleForEmail(server.database.db, email, 'admin');
    const { data } = await client.mfa.enroll({ factorType: 'totp' });
    const code = totpCode(data!.totp.secret, totpStepAt(Date.now()));
    await client.mfa.challengeAndVerify({ factorId: data!.id, code });
    aal2Token = (await client.getSession()).data.session!.access_token;
    // A second session of the same admin, signed in with the password alone.
    const second = server.newClient();
    await second.signInWithPassword({ email, password });
    aal1Token = (await second.getSession()).data.session!.access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (method: string, url: string, token: string, payload?: object) =>
    server.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it.each(adminRoutes)(
    '%s %s answers 403 insufficient_aal to an aal1 admin',
    async (method, url) => {
      const response = await call(method, url, aal1Token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'insufficient_aal' } });
    },
  );

  it('covers every admin route the app has', () => {
    const normalise = (path: string) => path.replace(/:[A-Za-z]+/g, ':id');
    const listed = new Set(
      adminRoutes.map(
        ([method, url]) =>
          `${method} ${normalise(url.replace(someId, ':id').replace('/catalogue/spark', '/catalogue/:key'))}`,
      ),
    );
    // printRoutes draws a tree ("│   └── /:id (GET)"): rebuild each full path.
    const registered = new Set<string>();
    const stack: string[] = [];
    for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const branch = line.indexOf('── ');
      if (branch < 1) continue;
      const depth = (branch - 1) / 4;
      const [, segment = '', methods] =
        /^(\S+)(?: \(([^)]+)\))?/.exec(line.slice(branch + 3)) ?? [];
      stack.length = depth;
      stack.push(segment);
      const path = stack.join('');
      if (!methods || !path.startsWith('/api/admin')) continue;
      for (const method of methods.split(', ')) {
        if (method !== 'HEAD' && method !== 'OPTIONS')
          registered.add(`${method} ${normalise(path)}`);
      }
    }
    expect(registered.size).toBeGreaterThan(20);
    expect([...registered].filter((route) => !listed.has(route))).toEqual([]);
  });

  it('lists every account as a share candidate only from the aal2 session', async () => {
    await server.newClient().signUp({ email: uniqueEmail('member'), password });
    const candidates = async (token: string) =>
      (await call('GET', '/api/share-candidates', token)).json<{ candidates: unknown[] }>()
        .candidates;
    expect(await candidates(aal1Token)).toEqual([]);
    expect((await candidates(aal2Token)).length).toBeGreaterThan(0);
  });

  it('streams profile changes only to the admin session that verified the code', async () => {
    const open = async (token: string) => {
      const stream = await SseTestClient.open(`${server.url}/api/realtime`, `Bearer ${token}`);
      await stream.waitFor((event) => event.event === 'ready');
      return stream;
    };
    const [strong, weak] = [await open(aal2Token), await open(aal1Token)];
    try {
      const email = uniqueEmail('newcomer');
      const isNewcomer = (event: { event?: string; data: string }) =>
        event.event === 'change' &&
        (JSON.parse(event.data) as { table: string; row: { email?: string } }).table ===
          'todo_profiles' &&
        (JSON.parse(event.data) as { row: { email?: string } }).row.email === email;
      await server.newClient().signUp({ email, password });
      await strong.waitFor(isNewcomer);
      // A change of this admin's own, committed after the sign-up: both streams get it, in
      // commit order, so once the weaker stream has it, it would have had the profile too.
      const marker = await call('POST', '/api/todos', aal1Token, { title: 'marker' });
      await weak.waitFor(changeMatching('todos', 'insert', marker.json<{ id: string }>().id));
      expect(weak.events.filter(isNewcomer)).toEqual([]);
    } finally {
      strong.close();
      weak.close();
    }
  });

  it('lets the admin in from the session that verified the code', async () => {
    expect((await call('GET', '/api/admin/access', aal2Token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', aal2Token)).statusCode).toBe(200);
  });
});
