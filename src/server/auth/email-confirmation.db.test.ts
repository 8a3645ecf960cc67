import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import {
  relaxedRateLimits,
  startAuthTestServer,
  uniqueEmail,
  type AuthTestServer,
} from '../testing/auth-test-server.ts';

const password = 'correct horse battery';
const linkPattern = /^http:\/\/localhost:3000\/confirm-email\?token_hash=([\w-]+)&type=signup$/;

async function linkIn(server: AuthTestServer, email: string, kind = 'welcome'): Promise<string> {
  const rows = await outboxRowsTo(server.database.db, email, kind);
  const data = rows.at(-1)?.data as { confirmationUrl?: string; link?: string } | undefined;
  const token = linkPattern.exec(String(data?.confirmationUrl ?? data?.link))?.[1];
  expect(token).toBeDefined();
  return token!;
}

const roleOf = (server: AuthTestServer, email: string) =>
  server.database.db
    .selectFrom('todo_profiles')
    .select('role')
    .where('email', '=', email)
    .executeTakeFirst()
    .then((row) => row?.role);

describe('proven addresses, EMAIL_CONFIRMATION=after-sign-up (the default)', () => {
  let server: AuthTestServer;
  const bossEmail = uniqueEmail('boss');
  beforeAll(async () => {
    server = await startAuthTestServer({
      config: { adminEmails: [bossEmail] },
      auth: { rateLimits: relaxedRateLimits },
      mail: { autoStart: false },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives an ADMIN_EMAILS sign-up no admin right until the mailed link is followed', async () => {
    const client = server.newClient();
    const signedUp = await client.signUp({ email: bossEmail, password });
    expect(signedUp.data.session).not.toBeNull();
    expect(signedUp.data.user?.email_confirmed_at).toBeNull();
    expect(await roleOf(server, bossEmail)).toBe('user');
    const token = signedUp.data.session!.access_token;
    const adminRead = () =>
      server.app.inject({
        method: 'GET',
        url: '/api/admin/leads',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await adminRead()).statusCode).toBe(403);
    // Signing in again does not promote an unproven address either.
    await server.newClient().signInWithPassword({ email: bossEmail, password });
    expect(await roleOf(server, bossEmail)).toBe('user');

    const confirming = server.newClient();
    const verified = await confirming.verifyOtp({
      token_hash: await linkIn(server, bossEmail),
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(await roleOf(server, bossEmail)).toBe('admin');
    expect((await adminRead()).statusCode).toBe(200);
  });

  it('resends the link only to an unconfirmed account, once a minute, answering alike', async () => {
    const email = uniqueEmail('resend');
    await server.newClient().signUp({ email, password });
    const first = await linkIn(server, email);
    const client = server.newClient();
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    // Within the minute: the same answer, no second mail, the first link still works.
    expect(await outboxRowsTo(server.database.db, email, 'signup_confirmation')).toHaveLength(0);
    expect((await client.resend({ type: 'signup', email: uniqueEmail('nobody') })).error).toBe(
      null,
    );
    await server.database.db
      .updateTable('auth_one_time_tokens')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .execute();
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    const second = await linkIn(server, email, 'signup_confirmation');
    // The new link replaces the old one.
    expect((await client.verifyOtp({ token_hash: first, type: 'signup' })).error?.code).toBe(
      'otp_expired',
    );
    expect((await client.verifyOtp({ token_hash: second, type: 'email' })).error).toBeNull();
    // Confirmed: nothing more is sent.
    await server.database.db
      .updateTable('auth_one_time_tokens')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .execute();
    await client.resend({ type: 'signup', email });
    expect(await outboxRowsTo(server.database.db, email, 'signup_confirmation')).toHaveLength(1);
  });

  it('refuses a spent, unknown or missing link, and other resend types', async () => {
    const email = uniqueEmail('spent');
    await server.newClient().signUp({ email, password });
    const token = await linkIn(server, email);
    expect((await server.newClient().verifyOtp({ token_hash: token, type: 'signup' })).error).toBe(
      null,
    );
    for (const tokenHash of [token, 'not-a-token', '']) {
      const again = await server.newClient().verifyOtp({ token_hash: tokenHash, type: 'signup' });
      expect(again.error?.code).toBe('otp_expired');
    }
    const other = await server.newClient().resend({ type: 'email_change', email });
    expect(other.error?.code).toBe('validation_failed');
  });

  it('joins guest purchases made with the address only once it is confirmed', async () => {
    const email = uniqueEmail('buyer');
    await server.database.db
      .insertInto('billing_customers')
      .values({ provider: 'local', provider_customer_id: `cus_${Date.now()}`, email })
      .execute();
    const client = server.newClient();
    const { data } = await client.signUp({ email, password });
    const ownerOf = async () =>
      (
        await server.database.db
          .selectFrom('billing_customers')
          .select('user_id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).user_id;
    expect(await ownerOf()).toBeNull();
    await server.newClient().verifyOtp({ token_hash: await linkIn(server, email), type: 'signup' });
    expect(await ownerOf()).toBe(data.user!.id);
  });
});

describe('EMAIL_CONFIRMATION=before-sign-in', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({
      config: { emailConfirmation: 'before-sign-in' },
      auth: { rateLimits: relaxedRateLimits },
      mail: { autoStart: false },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('opens no session until the link is followed; the wrong password learns nothing', async () => {
    const email = uniqueEmail('strict');
    const signedUp = await server.newClient().signUp({ email, password });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    expect(signedUp.data.user).toMatchObject({ email, email_confirmed_at: null });

    const early = await server.newClient().signInWithPassword({ email, password });
    expect(early.error?.code).toBe('email_not_confirmed');
    const wrong = await server.newClient().signInWithPassword({ email, password: 'not it at all' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const token = await linkIn(server, email);
    const verified = await server.newClient().verifyOtp({ token_hash: token, type: 'signup' });
    expect(verified.data.session).not.toBeNull();
    expect((await server.newClient().signInWithPassword({ email, password })).error).toBeNull();
  });

  it('answers a taken address exactly as a new one, and mails its owner instead', async () => {
    const email = uniqueEmail('taken');
    const first = await server.newClient().signUp({ email, password });
    await server.newClient().verifyOtp({ token_hash: await linkIn(server, email), type: 'signup' });

    const again = await server.newClient().signUp({ email, password: 'another passphrase' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    const shape = (user: typeof first.data.user) =>
      Object.keys(user ?? {})
        .sort()
        .join();
    expect(shape(again.data.user)).toBe(shape(first.data.user));
    expect(again.data.user).toMatchObject({
      email,
      email_confirmed_at: null,
      last_sign_in_at: null,
    });
    expect(again.data.user?.id).not.toBe(first.data.user?.id);
    expect(again.data.user?.identities).toHaveLength(1);
    expect(await outboxRowsTo(server.database.db, email, 'signup_existing_account')).toHaveLength(
      1,
    );
    // The account's password is unchanged.
    expect((await server.newClient().signInWithPassword({ email, password })).error).toBeNull();
  });
});
