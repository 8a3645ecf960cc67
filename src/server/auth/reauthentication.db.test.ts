import { describe, expect, it } from 'vitest';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import { useAuthTestServer, uniqueEmail } from '../testing/auth-test-server.ts';

const password = 'correct horse battery';
const newPassword = 'a brand new passphrase';

/** Issue 30, item 4: a stolen access token alone cannot change the password. */
describe('re-authentication for a new password', () => {
  const server = useAuthTestServer();

  async function signedIn() {
    const email = uniqueEmail('reauth');
    const client = server.newClient();
    await client.signUp({ email, password });
    return { email, client };
  }
  const signsInWith = async (email: string, secret: string) =>
    (await server.newClient().signInWithPassword({ email, password: secret })).error === null;

  it('refuses a token alone, or a wrong current password; takes the right one', async () => {
    const { email, client } = await signedIn();
    expect((await client.updateUser({ password: newPassword })).error?.code).toBe(
      'reauthentication_needed',
    );
    // Not even the same_password answer leaks without a proof.
    expect((await client.updateUser({ password })).error?.code).toBe('reauthentication_needed');
    const wrong = await client.updateUser({ password: newPassword, current_password: 'guess' });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect(await signsInWith(email, password)).toBe(true);

    const right = await client.updateUser({ password: newPassword, current_password: password });
    expect(right.error).toBeNull();
    expect(await signsInWith(email, newPassword)).toBe(true);
  });

  it('takes the code mailed by reauthenticate(), once, and one mail a minute', async () => {
    const { email, client } = await signedIn();
    expect((await client.reauthenticate()).error).toBeNull();
    expect((await client.reauthenticate()).error?.code).toBe('over_email_send_rate_limit');
    const [mail] = await outboxRowsTo(server.database.db, email, 'reauthentication_code');
    const code = String((mail?.data as { code?: string } | undefined)?.code);
    expect(code).toMatch(/^\d{6}$/);

    expect((await client.updateUser({ password: newPassword, nonce: code })).error).toBeNull();
    const again = await client.updateUser({ password: 'yet another passphrase', nonce: code });
    expect(again.error?.code).toBe('reauthentication_not_valid');
    expect(await signsInWith(email, newPassword)).toBe(true);
  });

  it('pauses after five wrong proofs, so a six-digit code cannot be guessed', async () => {
    const { client } = await signedIn();
    await client.reauthenticate();
    const codes: (string | undefined)[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const result = await client.updateUser({ password: newPassword, nonce: `00000${guess}` });
      codes.push(result.error?.code);
    }
    expect(codes.slice(0, 5).every((code) => code === 'reauthentication_not_valid')).toBe(true);
    expect(codes[5]).toBe('over_request_rate_limit');
  });
});
