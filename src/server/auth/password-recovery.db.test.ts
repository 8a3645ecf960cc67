import type { AuthChangeEvent } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutgoingMail } from '../mail/outgoing-mail-repository.ts';
import {
  relaxedRateLimits,
  startAuthTestServer,
  uniqueEmail,
  type AuthTestServer,
} from '../testing/auth-test-server.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../testing/fake-smtp-server.ts';

const password = 'correct horse battery';
const newPassword = 'a brand new passphrase';
const linkPattern = /http:\/\/localhost:3000\/reset-password\?token_hash=([\w-]+)&type=recovery/;

describe('password recovery (no SMTP: the log and outgoing_mail are the inbox)', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({ auth: { rateLimits: relaxedRateLimits } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function accountWithResetLink() {
    const email = uniqueEmail();
    const signedIn = server.newClient();
    await signedIn.signUp({ email, password });
    expect((await server.newClient().resetPasswordForEmail(email)).error).toBeNull();
    const [mail] = await listOutgoingMail(server.database.db, email);
    const token = linkPattern.exec(mail?.body_text ?? '')?.[1];
    expect(token).toBeDefined();
    return { email, signedIn, token: token! };
  }

  it('writes a one-time link to outgoing_mail and to the log', async () => {
    const { email, token } = await accountWithResetLink();
    const [mail] = await listOutgoingMail(server.database.db, email);
    expect(mail).toMatchObject({ kind: 'password_recovery', sent_at: null, failure: null });
    const logged = server.logLines.find((line) => line.includes(token));
    expect(JSON.parse(logged!)).toMatchObject({ to: email, level: 40 });
  });

  it('resets the password through /verify and PUT /user, ending other sessions', async () => {
    const { email, signedIn, token } = await accountWithResetLink();
    const resetting = server.newClient();
    const events: AuthChangeEvent[] = [];
    resetting.onAuthStateChange((event) => events.push(event));
    const verified = await resetting.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await resetting.updateUser({ password: newPassword })).error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    expect((await signedIn.getUser()).error).not.toBeNull();
    expect((await resetting.getUser()).error).toBeNull();

    const old = await server.newClient().signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await server.newClient().signInWithPassword({ email, password: newPassword });
    expect(fresh.error).toBeNull();
  });

  it('accepts a link only once', async () => {
    const { token } = await accountWithResetLink();
    expect(
      (await server.newClient().verifyOtp({ token_hash: token, type: 'recovery' })).error,
    ).toBe(null);
    const again = await server.newClient().verifyOtp({ token_hash: token, type: 'recovery' });
    expect(again.error).toMatchObject({ code: 'otp_expired', status: 403 });
  });

  it('refuses an expired link', async () => {
    const { email, token } = await accountWithResetLink();
    await server.database.db
      .updateTable('auth_one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', 'in', (query) =>
        query.selectFrom('auth_users').select('id').where('email', '=', email),
      )
      .execute();
    const expired = await server.newClient().verifyOtp({ token_hash: token, type: 'recovery' });
    expect(expired.error).toMatchObject({ code: 'otp_expired', status: 403 });
  });

  it('sends no second mail within a minute, and a later one replaces the first link', async () => {
    const { email, token } = await accountWithResetLink();
    await server.newClient().resetPasswordForEmail(email);
    expect(await listOutgoingMail(server.database.db, email)).toHaveLength(1);

    await server.database.db
      .updateTable('auth_one_time_tokens')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .execute();
    await server.newClient().resetPasswordForEmail(email);
    const mails = await listOutgoingMail(server.database.db, email);
    expect(mails).toHaveLength(2);
    const old = await server.newClient().verifyOtp({ token_hash: token, type: 'recovery' });
    expect(old.error?.code).toBe('otp_expired');
  });

  it('sends nothing for an unknown e-mail, and rejects a malformed one', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await server.newClient().resetPasswordForEmail(nobody)).error).toBeNull();
    expect(await listOutgoingMail(server.database.db, nobody)).toEqual([]);
    const malformed = await server.newClient().resetPasswordForEmail('nope');
    expect(malformed.error).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses a new password equal to the current one, or a weak one', async () => {
    const client = server.newClient();
    await client.signUp({ email: uniqueEmail(), password });
    expect((await client.updateUser({ password })).error).toMatchObject({
      code: 'same_password',
      status: 422,
    });
    expect((await client.updateUser({ password: 'qwerty' })).error).toMatchObject({
      code: 'weak_password',
    });
  });
});

describe('password recovery over SMTP', () => {
  let smtp: FakeSmtpServer;
  let server: AuthTestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    server = await startAuthTestServer({
      config: { smtpUrl: `${smtp.url}?from=${encodeURIComponent('Studio <hello@studio.dev>')}` },
      auth: { rateLimits: relaxedRateLimits },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the link by SMTP and records it as sent', async () => {
    const email = uniqueEmail();
    await server.newClient().signUp({ email, password });
    await server.newClient().resetPasswordForEmail(email);
    const mail = await smtp.waitForMessage(email);
    expect(mail.from).toBe('hello@studio.dev');
    expect(mail.data).toContain('Subject: Reset your Signal Studio password');
    expect(mail.text).toMatch(linkPattern);
    await expect
      .poll(async () => (await listOutgoingMail(server.database.db, email))[0]?.sent_at)
      .toBeInstanceOf(Date);
    expect(server.logLines.join('\n')).not.toContain('token_hash');
  });
});
