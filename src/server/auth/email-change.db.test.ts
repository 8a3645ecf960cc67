import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import {
  relaxedRateLimits,
  startAuthTestServer,
  uniqueEmail,
  type AuthTestServer,
} from '../testing/auth-test-server.ts';

const password = 'correct horse battery';

/** Issue 30, item 4: a new e-mail address and account deletion need a fresh proof. */
describe('changing the e-mail address and deleting the account', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({
      auth: { rateLimits: relaxedRateLimits },
      mail: { autoStart: false },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedIn() {
    const email = uniqueEmail('change');
    const client = server.newClient();
    await client.signUp({ email, password });
    return { email, client };
  }
  const mailedLink = async (to: string) => {
    const [mail] = await outboxRowsTo(server.database.db, to, 'email_change');
    return new URL(String((mail?.data as { link?: string } | undefined)?.link));
  };

  it('needs a proof, mails the new address, and moves the account only when its link is followed', async () => {
    const { email, client } = await signedIn();
    const newEmail = uniqueEmail('moved');
    expect((await client.updateUser({ email: newEmail })).error?.code).toBe(
      'reauthentication_needed',
    );
    const wrong = await client.updateUser({ email: newEmail, current_password: 'guess' });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect(await outboxRowsTo(server.database.db, newEmail)).toEqual([]);

    const asked = await client.updateUser({ email: newEmail, current_password: password });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: newEmail });
    const link = await mailedLink(newEmail);
    expect(link.pathname).toBe('/confirm-email');
    expect(link.searchParams.get('type')).toBe('email_change');

    const verified = await server.newClient().verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
    expect(verified.data.user).not.toHaveProperty('new_email');
    const profile = await server.database.db
      .selectFrom('todo_profiles')
      .select('email')
      .where('id', '=', verified.data.user!.id)
      .executeTakeFirstOrThrow();
    expect(profile.email).toBe(newEmail);
    const signIn = (address: string) =>
      server.newClient().signInWithPassword({ email: address, password });
    expect((await signIn(newEmail)).error).toBeNull();
    expect((await signIn(email)).error?.code).toBe('invalid_credentials');

    // The link works once.
    const again = await server.newClient().verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'email_change',
    });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('takes the mailed reauthentication code, and refuses an address that has an account', async () => {
    const { client } = await signedIn();
    const { email: taken } = await signedIn();
    await client.reauthenticate();
    const code = await reauthenticationCode((await client.getUser()).data.user!.email!);
    const refused = await client.updateUser({ email: taken, nonce: code });
    expect(refused.error?.code).toBe('email_exists');
    expect(await outboxRowsTo(server.database.db, taken, 'email_change')).toEqual([]);
  });

  async function reauthenticationCode(email: string) {
    const mails = await outboxRowsTo(server.database.db, email, 'reauthentication_code');
    return String((mails.at(-1)?.data as { code?: string } | undefined)?.code);
  }

  it('deletes the account with the mailed code instead of the password, never with neither', async () => {
    const { email, client } = await signedIn();
    const token = (await client.getSession()).data.session!.access_token;
    const remove = (body: object) =>
      fetch(`${server.url}/api/account/delete`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await remove({})).status).toBe(400);
    expect((await remove({ code: '000000' })).status).toBe(403);
    await client.reauthenticate();
    expect((await remove({ code: await reauthenticationCode(email) })).status).toBe(204);
    expect((await server.newClient().signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
  });
});
