import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  relaxedRateLimits,
  startAuthTestServer,
  uniqueEmail,
  type AuthTestServer,
} from '../testing/auth-test-server.ts';
import { testConfig } from '../testing/test-app.ts';

const password = 'correct horse battery';
const secret = new TextEncoder().encode(testConfig().secrets.jwtSecret);
const versionHeader = { 'x-supabase-api-version': '2024-01-01' };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('auth security', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({ auth: { rateLimits: relaxedRateLimits } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedUp() {
    const email = uniqueEmail();
    const { data } = await server.newClient().signUp({ email, password });
    return { email, session: data.session! };
  }

  const getUser = (token: string) =>
    fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${token}`, ...versionHeader },
    });
  const getMe = (token: string) =>
    fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });

  async function expectRejected(token: string) {
    const user = await getUser(token);
    expect(user.status).toBe(403);
    expect((await user.json()).code).toBe('bad_jwt');
    expect((await getMe(token)).status).toBe(401);
  }

  describe('access tokens', () => {
    it('accepts the genuine token on both APIs', async () => {
      const { session } = await signedUp();
      expect((await getUser(session.access_token)).status).toBe(200);
      expect((await getMe(session.access_token)).status).toBe(200);
    });

    it('rejects a token whose payload was changed', async () => {
      const { session } = await signedUp();
      const [header, , signature] = session.access_token.split('.');
      const claims = decodeJwt(session.access_token);
      const forged = `${header}.${base64url({ ...claims, email: 'admin@studio.dev', exp: claims.exp! + 3600 })}.${signature}`;
      await expectRejected(forged);
    });

    it('rejects an expired token', async () => {
      const { session } = await signedUp();
      const claims = decodeJwt(session.access_token);
      const past = Math.floor(Date.now() / 1000) - 7200;
      const expired = await new SignJWT({ ...claims, iat: past, exp: past + 3600 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(secret);
      await expectRejected(expired);
    });

    it('rejects a token signed with another secret', async () => {
      const { session } = await signedUp();
      const otherSecret = new TextEncoder().encode('another-secret-'.padEnd(48, 'y'));
      const token = await new SignJWT(decodeJwt(session.access_token))
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(otherSecret);
      await expectRejected(token);
    });

    it('rejects alg "none" and a different HMAC algorithm', async () => {
      const { session } = await signedUp();
      const claims = decodeJwt(session.access_token);
      await expectRejected(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`);
      const hs512 = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
        .sign(secret);
      await expectRejected(hs512);
    });

    it('rejects a correctly signed token for another audience', async () => {
      const { session } = await signedUp();
      const token = await new SignJWT({ ...decodeJwt(session.access_token), aud: 'service_role' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(secret);
      await expectRejected(token);
    });
  });

  describe('brute force on one account', () => {
    const attempt = (email: string, attemptPassword: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...versionHeader },
        body: JSON.stringify({ email, password: attemptPassword }),
      });

    it('gets 429 with Retry-After after 5 failures, even for the right password', async () => {
      const { email } = await signedUp();
      for (let index = 0; index < 5; index += 1)
        expect((await attempt(email, `guess-${index}`)).status).toBe(400);
      const limited = await attempt(email, password);
      expect(limited.status).toBe(429);
      expect((await limited.json()).code).toBe('over_request_rate_limit');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
      // Other accounts are not affected.
      const other = await signedUp();
      expect((await attempt(other.email, password)).status).toBe(200);
    });

    it('throttles an unknown e-mail the same way, so a 429 reveals nothing', async () => {
      const email = uniqueEmail('nobody');
      for (let index = 0; index < 5; index += 1)
        expect((await attempt(email, `guess-${index}`)).status).toBe(400);
      expect((await attempt(email, password)).status).toBe(429);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      const { email } = await signedUp();
      for (let index = 0; index < 4; index += 1) await attempt(email, `guess-${index}`);
      expect((await attempt(email, password)).status).toBe(200);
      for (let index = 0; index < 5; index += 1)
        expect((await attempt(email, `again-${index}`)).status).toBe(400);
    });
  });

  it('never returns a password hash from any endpoint', async () => {
    const client = server.newClient();
    const email = uniqueEmail();
    const bodies: string[] = [];
    const record = (value: unknown) => bodies.push(JSON.stringify(value));
    record(await client.signUp({ email, password }));
    record(await client.signInWithPassword({ email, password }));
    record(await client.refreshSession());
    record(await client.getUser());
    record(
      await client.updateUser({ password: 'another good passphrase', current_password: password }),
    );
    const token = (await client.getSession()).data.session!.access_token;
    record(await (await getMe(token)).json());
    const stored = await server.database.db
      .selectFrom('auth_users')
      .select('encrypted_password')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const all = bodies.join('\n');
    expect(all).not.toContain('argon2');
    expect(all).not.toContain(stored.encrypted_password.split('$').at(-1));
    expect(all).not.toContain('encrypted_password');
  });

  describe('user enumeration', () => {
    const signIn = (email: string, attemptPassword: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...versionHeader },
        body: JSON.stringify({ email, password: attemptPassword }),
      });

    it('answers sign-in for an unknown e-mail like a wrong password, at the same cost', async () => {
      // CPU time of this process (the server runs in it, argon2 on its thread pool): other
      // work on a busy machine does not add to it, as it adds to the wall clock.
      const cpuMs = async (request: () => Promise<Response>) => {
        const before = process.cpuUsage();
        const response = await request();
        const spent = process.cpuUsage(before);
        return { response, ms: (spent.user + spent.system) / 1000 };
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        const { email } = await signedUp();
        const wrong = await cpuMs(() => signIn(email, 'wrong password'));
        const missing = await cpuMs(() => signIn(uniqueEmail('nobody'), 'wrong password'));
        known.push(wrong.ms);
        unknown.push(missing.ms);
        expect([wrong.response.status, missing.response.status]).toEqual([400, 400]);
        expect(await missing.response.json()).toEqual(await wrong.response.json());
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
      // Without the dummy hash an unknown e-mail costs a small fraction of a known one.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    });

    it('answers password recovery the same for known and unknown e-mails', async () => {
      const { email } = await signedUp();
      const recover = (address: string) =>
        fetch(`${server.url}/auth/v1/recover`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...versionHeader },
          body: JSON.stringify({ email: address }),
        });
      const existing = await recover(email);
      const missing = await recover(uniqueEmail('nobody'));
      expect([existing.status, missing.status]).toEqual([200, 200]);
      expect(await existing.text()).toBe(await missing.text());
    });
  });
});
