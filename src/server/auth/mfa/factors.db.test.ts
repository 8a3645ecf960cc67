import type { GoTrueClient } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  relaxedRateLimits,
  startAuthTestServer,
  uniqueEmail,
  type AuthTestServer,
} from '../../testing/auth-test-server.ts';
import { totpCode, totpStepAt } from './totp.ts';

const password = 'correct horse battery';

/** Issue 30, item 3: TOTP through GoTrue's factors API, driven by auth-js mfa.*. */
describe('two-factor sign-in with TOTP', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({ auth: { rateLimits: relaxedRateLimits } });
  });
  afterAll(async () => {
    await server.close();
  });

  const codeAt = (secret: string, stepsAhead = 0) =>
    totpCode(secret, totpStepAt(Date.now()) + stepsAhead);
  const claimsOf = async (client: GoTrueClient) =>
    decodeJwt((await client.getSession()).data.session!.access_token);

  async function enrolled() {
    const email = uniqueEmail('mfa');
    const client = server.newClient();
    await client.signUp({ email, password });
    const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    const secret = data!.totp.secret;
    const verified = await client.mfa.challengeAndVerify({
      factorId: data!.id,
      code: codeAt(secret),
    });
    expect(verified.error).toBeNull();
    return { email, client, factorId: data!.id, secret };
  }

  it('enrols with a QR code and the secret, and the first code verifies the factor (aal2)', async () => {
    const client = server.newClient();
    const email = uniqueEmail('mfa');
    await client.signUp({ email, password });
    const { data, error } = await client.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toContain(`secret=${data!.totp.secret}`);
    expect((await client.mfa.listFactors()).data?.all).toEqual([
      expect.objectContaining({ id: data!.id, status: 'unverified', factor_type: 'totp' }),
    ]);

    const wrong = await client.mfa.challengeAndVerify({ factorId: data!.id, code: '000000' });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const code = codeAt(data!.totp.secret);
    expect((await client.mfa.challengeAndVerify({ factorId: data!.id, code })).error).toBeNull();
    expect((await client.mfa.listFactors()).data?.totp).toHaveLength(1);
    const level = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const claims = await claimsOf(client);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      'totp',
      'password',
    ]);
    // A code works once, even within its 30 seconds.
    const replay = await client.mfa.challengeAndVerify({ factorId: data!.id, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    // The stored secret is sealed.
    const row = await server.database.db
      .selectFrom('auth_mfa_factors')
      .select('sealed_secret')
      .where('id', '=', data!.id)
      .executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(data!.totp.secret);
  });

  it('signs in at aal1, asks for the code, and reaches aal2 with it', async () => {
    const { email, factorId, secret } = await enrolled();
    const client = server.newClient();
    await client.signInWithPassword({ email, password });
    const level = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const verified = await client.mfa.challengeAndVerify({ factorId, code: codeAt(secret, 1) });
    expect(verified.error).toBeNull();
    expect((await claimsOf(client)).aal).toBe('aal2');
    // A refreshed session keeps its level.
    expect((await client.refreshSession()).error).toBeNull();
    expect((await claimsOf(client)).aal).toBe('aal2');
  });

  it('gives recovery codes once to an aal2 session; each lets a sign-in through once', async () => {
    const { email, client, factorId } = await enrolled();
    const token = (await client.getSession()).data.session!.access_token;
    const codes = await fetch(`${server.url}/api/account/recovery-codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(codes.status).toBe(200);
    const { codes: list } = (await codes.json()) as { codes: string[] };
    expect(list).toHaveLength(10);
    const stored = await server.database.db
      .selectFrom('auth_recovery_codes')
      .select('code_hash')
      .execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(list[0]);

    const fresh = server.newClient();
    await fresh.signInWithPassword({ email, password });
    const aal1Token = (await fresh.getSession()).data.session!.access_token;
    const refused = await fetch(`${server.url}/api/account/recovery-codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${aal1Token}` },
    });
    expect(refused.status).toBe(403);
    expect((await fresh.mfa.challengeAndVerify({ factorId, code: list[0]! })).error).toBeNull();
    expect((await claimsOf(fresh)).amr).toEqual([
      expect.objectContaining({ method: 'recovery_code' }),
      expect.objectContaining({ method: 'password' }),
    ]);
    const again = server.newClient();
    await again.signInWithPassword({ email, password });
    const reused = await again.mfa.challengeAndVerify({ factorId, code: list[0]! });
    expect(reused.error?.code).toBe('mfa_verification_failed');
  });

  it('needs a fresh proof to enrol, and aal2 to remove a verified factor', async () => {
    const { email, factorId, secret } = await enrolled();
    const client = server.newClient();
    await client.signInWithPassword({ email, password });
    expect((await client.mfa.unenroll({ factorId })).error?.code).toBe('insufficient_aal');
    expect((await client.mfa.enroll({ factorType: 'totp' })).error?.code).toBe('insufficient_aal');
    await client.mfa.challengeAndVerify({ factorId, code: codeAt(secret, 1) });

    // Ten minutes after the last proof, the session must prove itself again.
    await server.database.db
      .updateTable('auth_sessions')
      .set({ proved_at: new Date(Date.now() - 11 * 60 * 1000) })
      .execute();
    expect((await client.mfa.unenroll({ factorId })).error?.code).toBe('reauthentication_needed');
    expect((await client.updateUser({ current_password: 'guess' })).error?.code).toBe(
      'reauthentication_not_valid',
    );
    expect((await client.updateUser({ current_password: password })).error).toBeNull();
    expect((await client.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await client.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('answers GoTrue errors for unknown factors and bad input', async () => {
    const { client } = await enrolled();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await client.mfa.challenge({ factorId: unknown })).error?.code).toBe(
      'mfa_factor_not_found',
    );
    expect((await client.mfa.challenge({ factorId: 'not-a-uuid' })).error?.code).toBe(
      'mfa_factor_not_found',
    );
    expect(
      (await client.mfa.enroll({ factorType: 'phone', phone: '+15155550100' })).error?.code,
    ).toBe('validation_failed');
  });
});
