import { describe, expect, it } from 'vitest';
import { useAuthTestServer } from '../testing/auth-test-server.ts';

const password = 'correct horse battery';

/** Issue 30, item 6: what this server does not offer, answered as GoTrue does with it off. */
describe('GoTrue calls this server does not offer', () => {
  const server = useAuthTestServer();

  const raw = (method: string, path: string, body?: string) =>
    fetch(`${server.url}/auth/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      ...(body === undefined ? {} : { body }),
    });

  it('answers unknown paths, and an empty JSON DELETE, with GoTrue 404s', async () => {
    for (const [method, path, body] of [
      ['GET', '/nope', undefined],
      ['DELETE', '/sessions/abc', ''],
      ['POST', '/admin/users', '{}'],
    ] as const) {
      const response = await raw(method, path, body);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await response.json()).toEqual({ code: 'not_found', message: '404 page not found' });
    }
  });

  it('gives auth-js GoTrue error codes for each call that is switched off', async () => {
    const client = server.newClient();
    expect((await client.signInAnonymously()).error?.code).toBe('anonymous_provider_disabled');
    expect((await client.signUp({ phone: '+15155550100', password })).error?.code).toBe(
      'phone_provider_disabled',
    );
    expect((await client.signInWithOtp({ phone: '+15155550100' })).error?.code).toBe(
      'phone_provider_disabled',
    );
    expect(
      (await client.signInWithIdToken({ provider: 'google', token: 'x.y.z' })).error?.code,
    ).toBe('provider_disabled');
    for (const type of ['magiclink', 'invite', 'email_change'] as const) {
      const verified = await client.verifyOtp({ type, token_hash: 'never-issued' });
      expect(verified.error?.code, type).toBe('otp_expired');
    }
  });

  it('answers grants it does not offer as GoTrue does', async () => {
    const cases: [string, object, number, string][] = [
      ['web3', { chain: 'solana' }, 422, 'web3_provider_disabled'],
      ['id_token', { provider: 'google', id_token: 'x' }, 400, 'provider_disabled'],
      ['pkce', { auth_code: 'a', code_verifier: 'b' }, 404, 'flow_state_not_found'],
      ['pkce', {}, 400, 'validation_failed'],
      ['magic', {}, 400, 'invalid_credentials'],
    ];
    for (const [grant, body, status, code] of cases) {
      const response = await raw('POST', `/token?grant_type=${grant}`, JSON.stringify(body));
      expect(response.status, grant).toBe(status);
      expect(((await response.json()) as { code: string }).code, grant).toBe(code);
    }
    const untyped = await raw('POST', '/verify', JSON.stringify({ token_hash: 'x' }));
    expect(await untyped.json()).toMatchObject({ code: 'validation_failed' });
  });
});
