import {
  AuthSessionMissingError,
  isAuthApiError,
  isAuthWeakPasswordError,
  type GoTrueClient,
} from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import {
  relaxedRateLimits,
  startAuthTestServer,
  useAuthTestServer,
  uniqueEmail,
} from '../testing/auth-test-server.ts';

const password = 'correct horse battery';

describe('the GoTrue subset, driven by @supabase/auth-js', () => {
  // One server for the file (a database takes seconds to load); every test uses its own
  // accounts, and tests that need other settings start their own server.
  const server = useAuthTestServer({ auth: { rateLimits: relaxedRateLimits } });

  const profileOf = (email: string) =>
    server.database.db
      .selectFrom('todo_profiles')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  const isSignedIn = async (client: GoTrueClient) => (await client.getUser()).error === null;

  it('signs up with a session at once, and creates the profile in the same step', async () => {
    const email = uniqueEmail('ada');
    const startedAt = Math.floor(Date.now() / 1000);
    const { data, error } = await server
      .newClient()
      .signUp({ email: `  ${email.toUpperCase()} `, password });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThanOrEqual(startedAt + 3600);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(40);
    expect(data.user).toMatchObject({ email, aud: 'authenticated' });
    expect(await profileOf(email)).toEqual({
      id: data.user!.id,
      email,
      role: 'user',
      created_at: expect.any(Date),
    });

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: expect.any(String),
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('signs in whatever the letter case, and reads the user', async () => {
    const email = uniqueEmail('ada');
    await server.newClient().signUp({ email, password });
    const client = server.newClient();
    expect((await client.signInWithPassword({ email: email.toUpperCase(), password })).error).toBe(
      null,
    );
    const { data, error } = await client.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('rotates the refresh token on every use', async () => {
    const client = server.newClient();
    const first = (await client.signUp({ email: uniqueEmail(), password })).data.session!;
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(
      decodeJwt(first.access_token).session_id,
    );
    expect(await isSignedIn(client)).toBe(true);
  });

  it('lets a just-rotated token be used again within the grace interval (another tab)', async () => {
    const tabA = server.newClient();
    const first = (await tabA.signUp({ email: uniqueEmail(), password })).data.session!;
    await tabA.refreshSession();
    const tabB = server.newClient();
    expect((await tabB.refreshSession({ refresh_token: first.refresh_token })).error).toBeNull();
    expect([await isSignedIn(tabA), await isSignedIn(tabB)]).toEqual([true, true]);
  });

  it('ends the whole session when a rotated token is reused after the grace interval', async () => {
    const client = server.newClient();
    const first = (await client.signUp({ email: uniqueEmail(), password })).data.session!;
    const sessionId = decodeJwt(first.access_token).session_id as string;
    await client.refreshSession();
    await server.database.db
      .updateTable('auth_refresh_tokens')
      .set({ revoked_at: new Date(Date.now() - 11_000) })
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is not', null)
      .execute();

    const reuse = await server.newClient().refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({ code: 'refresh_token_already_used', status: 400 });
    expect(reuse.error?.message).toBe(messages.authApi.refreshTokenAlreadyUsed);
    // The legitimate holder's newer tokens died with the session.
    expect((await client.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    const sessions = await server.database.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('answers refresh_token_not_found for a token it never issued', async () => {
    const { error } = await server.newClient().refreshSession({ refresh_token: 'made-up' });
    expect(error).toMatchObject({ code: 'refresh_token_not_found', status: 400 });
  });

  describe('sign-out scopes', () => {
    async function threeSessions() {
      const email = uniqueEmail();
      const [laptop, phone, tablet] = [server.newClient(), server.newClient(), server.newClient()];
      await laptop.signUp({ email, password });
      await phone.signInWithPassword({ email, password });
      await tablet.signInWithPassword({ email, password });
      return { laptop, phone, tablet };
    }

    it('local ends only this session', async () => {
      const { laptop, phone, tablet } = await threeSessions();
      expect((await laptop.signOut({ scope: 'local' })).error).toBeNull();
      expect((await laptop.getSession()).data.session).toBeNull();
      expect([await isSignedIn(phone), await isSignedIn(tablet)]).toEqual([true, true]);
    });

    it('others ends every other session and keeps this one', async () => {
      const { laptop, phone, tablet } = await threeSessions();
      expect((await laptop.signOut({ scope: 'others' })).error).toBeNull();
      expect(await isSignedIn(laptop)).toBe(true);
      expect([await isSignedIn(phone), await isSignedIn(tablet)]).toEqual([false, false]);
    });

    it('global ends every session, and their refresh tokens stop working', async () => {
      const { laptop, phone, tablet } = await threeSessions();
      const phoneToken = (await phone.getSession()).data.session!.refresh_token;
      expect((await laptop.signOut()).error).toBeNull();
      expect([await isSignedIn(phone), await isSignedIn(tablet)]).toEqual([false, false]);
      const refresh = await server.newClient().refreshSession({ refresh_token: phoneToken });
      expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    });
  });

  describe('error codes', () => {
    it('user_already_exists (422, "User already registered") for a taken e-mail in any case', async () => {
      const email = uniqueEmail();
      await server.newClient().signUp({ email, password });
      const { error } = await server.newClient().signUp({ email: email.toUpperCase(), password });
      expect(error).toMatchObject({ code: 'user_already_exists', status: 422 });
      expect(error?.message).toBe('User already registered');
    });

    it('validation_failed for a malformed e-mail', async () => {
      const { error } = await server.newClient().signUp({ email: 'not-an-email', password });
      expect(error).toMatchObject({ code: 'validation_failed', status: 400 });
      expect(error?.message).toBe('Unable to validate email address: invalid format');
    });

    it('email_address_invalid for an address that can never receive mail', async () => {
      const { error } = await server.newClient().signUp({ email: 'ada@studio.test', password });
      expect(error).toMatchObject({ code: 'email_address_invalid', status: 400 });
    });

    it.each([
      ['shorter than 6 characters', 'abc12', 'length'],
      ['among the most common passwords', 'password123', 'pwned'],
      ['common in another letter case', 'Dragon', 'pwned'],
    ])('weak_password with its reason for a password %s', async (_case, weak, reason) => {
      const email = uniqueEmail();
      const { error } = await server.newClient().signUp({ email, password: weak });
      expect(isAuthWeakPasswordError(error)).toBe(true);
      expect(error).toMatchObject({ code: 'weak_password', status: 422, reasons: [reason] });
      expect(await profileOf(email)).toBeUndefined();
    });

    it('accepts a 64-character password and refuses one over the cap', async () => {
      const long = 'x7'.repeat(32);
      const accepted = await server.newClient().signUp({ email: uniqueEmail(), password: long });
      expect(accepted.error).toBeNull();
      const { error } = await server
        .newClient()
        .signUp({ email: uniqueEmail(), password: 'y'.repeat(257) });
      expect(error).toMatchObject({ code: 'validation_failed', status: 400 });
    });

    it('invalid_credentials alike for a wrong password and an unknown e-mail', async () => {
      const email = uniqueEmail();
      await server.newClient().signUp({ email, password });
      const wrong = await server
        .newClient()
        .signInWithPassword({ email, password: 'wrong password' });
      const unknown = await server
        .newClient()
        .signInWithPassword({ email: uniqueEmail('nobody'), password });
      for (const { error } of [wrong, unknown]) {
        expect(isAuthApiError(error)).toBe(true);
        expect(error).toMatchObject({ code: 'invalid_credentials', status: 400 });
        expect(error?.message).toBe('Invalid login credentials');
      }
    });

    it('session_not_found once the session behind an access token has ended', async () => {
      const client = server.newClient();
      const token = (await client.signUp({ email: uniqueEmail(), password })).data.session!
        .access_token;
      await client.signOut();
      const response = await fetch(`${server.url}/auth/v1/user`, {
        headers: { authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await response.json()).toEqual({
        code: 'session_not_found',
        message: messages.authApi.sessionNotFound,
      });
      expect((await client.getUser(token)).error).toBeInstanceOf(AuthSessionMissingError);
    });

    it('over_request_rate_limit (429 with Retry-After) past the sign-up limit', async () => {
      const limited = await startAuthTestServer({
        database: server.database,
        auth: { rateLimits: { ...relaxedRateLimits, signUp: { max: 2, windowSeconds: 300 } } },
      });
      try {
        // Counters live in the database, so start this address from zero.
        await limited.database.db.deleteFrom('auth_rate_limits').execute();
        for (let index = 0; index < 2; index += 1) {
          const { error } = await limited.newClient().signUp({ email: uniqueEmail(), password });
          expect(error).toBeNull();
        }
        const { error } = await limited.newClient().signUp({ email: uniqueEmail(), password });
        expect(error).toMatchObject({ code: 'over_request_rate_limit', status: 429 });
        const raw = await fetch(`${limited.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail(), password }),
        });
        expect(raw.status).toBe(429);
        expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await limited.close({ keepDatabase: true });
      }
    });

    it('answers in the legacy format to a client that sends no API version', async () => {
      const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('nobody'), password }),
      });
      expect(response.headers.get('x-supabase-api-version')).toBeNull();
      expect(await response.json()).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      });
    });
  });
});
