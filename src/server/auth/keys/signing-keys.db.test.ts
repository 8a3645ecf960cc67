import { AuthClient } from '@supabase/auth-js';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryStorage,
  relaxedRateLimits,
  startAuthTestServer,
  uniqueEmail,
  type AuthTestServer,
} from '../../testing/auth-test-server.ts';
import { testConfig } from '../../testing/test-app.ts';
import { rotateSigningKey } from './signing-keys.ts';

const password = 'correct horse battery';
const jwtSecret = testConfig().secrets.jwtSecret;

/** Issue 30, item 5: ES256 tokens with a kid, verifiable by anyone with the published keys. */
describe('asymmetric signing keys', () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer({ auth: { rateLimits: relaxedRateLimits } });
  });
  afterAll(async () => {
    await server.close();
  });

  /** auth-js as a browser uses it, with every path it asks for recorded. */
  function recordingClient(url = server.url) {
    const paths: string[] = [];
    const client = new AuthClient({
      url: `${url}/auth/v1`,
      storage: memoryStorage(),
      storageKey: `keys-${Math.random()}`,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    });
    return { client, paths };
  }
  const jwks = async (url = server.url) =>
    (await (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
  const userStatus = async (token: string, url = server.url) =>
    (await fetch(`${url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('signs with ES256 and a kid that getClaims() verifies with the published key alone', async () => {
    const { client, paths } = recordingClient();
    const { data } = await client.signUp({ email: uniqueEmail('claims'), password });
    const token = data.session!.access_token;
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });

    const published = await jwks();
    expect(published.keys).toEqual([
      expect.objectContaining({ kid: header.kid, kty: 'EC', crv: 'P-256', alg: 'ES256' }),
    ]);
    expect(published.keys[0]).not.toHaveProperty('d');

    paths.length = 0;
    const { data: claims, error } = await client.getClaims();
    expect(error).toBeNull();
    expect(claims?.claims.sub).toBe(data.user!.id);
    // Verified locally: the keys were fetched, the user was not.
    expect(paths).toEqual(['/auth/v1/.well-known/jwks.json']);

    const [head, , signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'service_role' }));
    const forged = `${head}.${altered.toString('base64url')}.${signature}`;
    expect((await client.getClaims(forged)).error?.message).toBe('Invalid JWT signature');
  });

  it('keeps the private key sealed in the database', async () => {
    const row = await server.database.db
      .selectFrom('auth_signing_keys')
      .selectAll()
      .where('retired_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row.sealed_private_key).toMatch(/^v1\./);
    expect(row.sealed_private_key).not.toContain('PRIVATE KEY');
  });

  it('keeps an HS256 token of the shared secret working until it expires', async () => {
    const { data } = await server.newClient().signUp({ email: uniqueEmail('legacy'), password });
    const claims = decodeJwt(data.session!.access_token);
    const issuedAt = Math.floor(Date.now() / 1000) - 60;
    const legacy = (iat: number) =>
      new SignJWT({ ...claims, iat, exp: iat + 3600 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(jwtSecret));
    expect(await userStatus(await legacy(issuedAt))).toBe(200);
    // Minted later with the secret: not a token from before the keys.
    expect(await userStatus(await legacy(issuedAt + 3600))).toBe(403);
  });

  it('rotates: the old key verifies its tokens and is published; every process signs with the new one', async () => {
    const { client } = recordingClient();
    const { data } = await client.signUp({ email: uniqueEmail('rotate'), password });
    const oldToken = data.session!.access_token;
    const oldKid = decodeProtectedHeader(oldToken).kid;

    const { retired, current } = await rotateSigningKey(server.database.db, jwtSecret);
    expect(retired).toBe(oldKid);
    // A second process on the same database, started after the rotation.
    const second = await startAuthTestServer({
      database: server.database,
      auth: { rateLimits: relaxedRateLimits },
    });
    try {
      const signedIn = await recordingClient(second.url).client.signInWithPassword({
        email: data.user!.email!,
        password,
      });
      const newToken = signedIn.data.session!.access_token;
      expect(decodeProtectedHeader(newToken).kid).toBe(current);
      expect((await jwks(second.url)).keys.map((key) => key.kid)).toEqual([current, oldKid]);

      // Each process accepts both tokens, and auth-js verifies both with the keys.
      for (const url of [server.url, second.url]) {
        expect(await userStatus(oldToken, url)).toBe(200);
        expect(await userStatus(newToken, url)).toBe(200);
      }
      expect((await client.getClaims(oldToken)).error).toBeNull();
      expect((await client.getClaims(newToken)).error).toBeNull();
    } finally {
      await second.close({ keepDatabase: true });
    }
  });

  it('replaces a key sealed with another JWT_SECRET, and still verifies its tokens', async () => {
    const { data } = await server.newClient().signUp({ email: uniqueEmail('copied'), password });
    const oldToken = data.session!.access_token;
    // A process with another secret on the same data (a copied data directory).
    const other = await startAuthTestServer({
      database: server.database,
      config: {
        secrets: { jwtSecret: 'another-secret-'.padEnd(48, 'z'), localWebhookSecret: 'x' },
      },
    });
    try {
      const signedIn = await other.newClient().signInWithPassword({
        email: data.user!.email!,
        password,
      });
      const newKid = decodeProtectedHeader(signedIn.data.session!.access_token).kid;
      expect(newKid).not.toBe(decodeProtectedHeader(oldToken).kid);
      expect(await userStatus(oldToken, other.url)).toBe(200);
    } finally {
      await other.close({ keepDatabase: true });
    }
  });
});
