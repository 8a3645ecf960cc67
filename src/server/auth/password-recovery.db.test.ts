import type { AuthChangeEvent } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import {
  relaxedRateLimits,
  startAuthTestServer,
  useAuthTestServer,
  uniqueEmail,
  type AuthTestServer,
} from '../testing/auth-test-server.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';

const password = 'correct horse battery';
const newPassword = 'a brand new passphrase';
const linkPattern = /http:\/\/localhost:3000\/reset-password\?token_hash=([\w-]+)&type=recovery/;

describe('password recovery (no SMTP: the admin Outbox is the inbox)', () => {
  // The test delivers by hand (useAuthTestServer's default leaves the worker stopped).
  const server = useAuthTestServer();

  async function accountWithResetLink() {
    const email = uniqueEmail();
    const signedIn = server.newClient();
    await signedIn.signUp({ email, password });
    expect((await server.newClient().resetPasswordForEmail(email)).error).toBeNull();
    const [mail] = await outboxRowsTo(server.database.db, email, 'password_recovery');
    const token = linkPattern.exec(String(mail?.data.link))?.[1];
    expect(token).toBeDefined();
    return { email, signedIn, token: token! };
  }

  it('queues the one-time link in the outbox; the log says only that it was not sent', async () => {
    const { email, token } = await accountWithResetLink();
    await server.app.mail.worker.runOnce();
    const [mail] = await outboxRowsTo(server.database.db, email, 'password_recovery');
    expect(mail).toMatchObject({ kind: 'password_recovery', status: 'unsent', sent_at: null });
    // Unsent, the link stays readable in the admin Outbox (a developer's machine).
    expect(String(mail!.data.link)).toContain(token);
    const notice = server.logLines.find((line) => line.includes(mail!.id));
    expect(JSON.parse(notice!)).toMatchObject({ kind: 'password_recovery', level: 40 });
    expect(server.logLines.join('\n')).not.toContain(token);
    expect(server.logLines.join('\n')).not.toContain(email);
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
    expect(await outboxRowsTo(server.database.db, email, 'password_recovery')).toHaveLength(1);

    await server.database.db
      .updateTable('auth_one_time_tokens')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .execute();
    await server.newClient().resetPasswordForEmail(email);
    const mails = await outboxRowsTo(server.database.db, email, 'password_recovery');
    expect(mails).toHaveLength(2);
    const old = await server.newClient().verifyOtp({ token_hash: token, type: 'recovery' });
    expect(old.error?.code).toBe('otp_expired');
  });

  it('sends nothing for an unknown e-mail, and rejects a malformed one', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await server.newClient().resetPasswordForEmail(nobody)).error).toBeNull();
    expect(await outboxRowsTo(server.database.db, nobody)).toEqual([]);
    const malformed = await server.newClient().resetPasswordForEmail('nope');
    expect(malformed.error).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses a new password equal to the current one, or a weak one', async () => {
    const client = server.newClient();
    await client.signUp({ email: uniqueEmail(), password });
    expect((await client.updateUser({ password, current_password: password })).error).toMatchObject(
      {
        code: 'same_password',
        status: 422,
      },
    );
    expect(
      (await client.updateUser({ password: 'qwerty', current_password: password })).error,
    ).toMatchObject({
      code: 'weak_password',
    });
  });
});

describe('password recovery over SMTP', () => {
  let smtp: SmtpInbox;
  let server: AuthTestServer;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    server = await startAuthTestServer({
      config: { smtpUrl: `${smtp.url}?from=${encodeURIComponent('Studio <hello@studio.dev>')}` },
      auth: { rateLimits: relaxedRateLimits },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the link as HTML and text, records it as sent, and keeps no working link', async () => {
    const email = uniqueEmail();
    await server.newClient().signUp({ email, password });
    await server.newClient().resetPasswordForEmail(email);
    const reset = () => smtp.to(email).find((mail) => mail.subject.startsWith('Reset'));
    await expect.poll(reset, { timeout: 10_000 }).toBeDefined();
    const mail = reset()!;
    expect(mail.from).toBe('hello@studio.dev');
    expect(mail.headers.get('from')).toBe('Studio <hello@studio.dev>');
    expect(mail.subject).toBe('Reset your Signal Studio password');
    // The account's welcome came too, a mail of its own.
    expect(smtp.to(email).map((received) => received.subject)).toContain(
      'Welcome to Signal Studio',
    );
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const token = linkPattern.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`token_hash=${token}&amp;type=recovery`);
    expect(mail.text).toContain('Des Moines, IA');

    // The person follows the link: it works once.
    const verified = await server.newClient().verifyOtp({ token_hash: token!, type: 'recovery' });
    expect(verified.error).toBeNull();

    await expect
      .poll(
        async () => (await outboxRowsTo(server.database.db, email, 'password_recovery'))[0]?.status,
      )
      .toBe('sent');
    const [row] = await outboxRowsTo(server.database.db, email, 'password_recovery');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.data.link).toBe('[one-time link, removed once the mail was sent]');
    expect(server.logLines.join('\n')).not.toContain('token_hash');
  });
});
