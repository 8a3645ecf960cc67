import { describe, expect, it } from 'vitest';
import { outboxRowsTo } from '../testing/outbox-rows.ts';
import { useAuthTestServer, uniqueEmail } from '../testing/auth-test-server.ts';

const password = 'correct horse battery';

/** Issue 30, item 2: signInWithOtp mails a link and a code; verifyOtp takes either, once. */
describe('passwordless sign-in by e-mail', () => {
  const server = useAuthTestServer();

  async function mailedSignIn(email: string) {
    const rows = await outboxRowsTo(server.database.db, email, 'sign_in_link');
    const data = rows.at(-1)?.data as { link: string; code: string };
    const tokenHash = new URL(data.link).searchParams.get('token_hash')!;
    return { tokenHash, code: data.code, count: rows.length };
  }

  it('signs in with the six-digit code, once, and that also confirms the address', async () => {
    const email = uniqueEmail('otp');
    await server.newClient().signUp({ email, password });
    const client = server.newClient();
    expect((await client.signInWithOtp({ email })).error).toBeNull();
    const { code } = await mailedSignIn(email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await client.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const again = await server.newClient().verifyOtp({ email, token: code, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('signs in with the link; the code of the same mail is then spent too', async () => {
    const email = uniqueEmail('link');
    await server.newClient().signUp({ email, password });
    await server.newClient().signInWithOtp({ email });
    const { tokenHash, code } = await mailedSignIn(email);
    const verified = await server.newClient().verifyOtp({
      token_hash: tokenHash,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    const byCode = await server.newClient().verifyOtp({ email, token: code, type: 'email' });
    expect(byCode.error?.code).toBe('otp_expired');
  });

  it('answers every address alike, one mail a minute, and pauses after five wrong codes', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await server.newClient().signInWithOtp({ email: nobody })).error).toBeNull();
    expect(await outboxRowsTo(server.database.db, nobody)).toEqual([]);

    const email = uniqueEmail('guessed');
    await server.newClient().signUp({ email, password });
    await server.newClient().signInWithOtp({ email });
    await server.newClient().signInWithOtp({ email });
    expect((await mailedSignIn(email)).count).toBe(1);

    const answers: (string | undefined)[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const result = await server
        .newClient()
        .verifyOtp({ email, token: `99999${guess}`, type: 'email' });
      answers.push(result.error?.code);
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('otp_expired'));
    expect(answers[5]).toBe('over_request_rate_limit');
  });

  it('caps the mails to one address at 30 an hour', async () => {
    const email = uniqueEmail('flooded');
    const answers: (string | undefined)[] = [];
    for (let request = 0; request < 31; request += 1) {
      answers.push((await server.newClient().signInWithOtp({ email })).error?.code);
    }
    expect(answers.slice(0, 30).every((code) => code === undefined)).toBe(true);
    expect(answers[30]).toBe('over_email_send_rate_limit');
  });
});
