import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SigningKey, TokenKeySource, VerificationKey } from './keys/signing-keys.ts';
import { AccessTokens, bearerToken } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const issuer = 'http://localhost/auth/v1';
const subject = {
  userId: '6d0f1c5e-5a51-4a55-9a57-0f1b1e0a0c01',
  email: 'ada@studio.dev',
  sessionId: '7e1f2d6f-6b62-4b66-8b68-1f2c2f1b1d02',
  method: 'password' as const,
  authenticatedAt: 1_800_000_000,
  userMetadata: {},
};
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The key store without a database: one signing key, retired ones, a shared-secret cutoff. */
class MemoryKeys implements TokenKeySource {
  current: SigningKey = MemoryKeys.newKey('first');
  readonly retired = new Map<string, VerificationKey>();
  sharedSecretUntil = nowSeconds();

  static newKey(kid: string): SigningKey {
    return { kid, privateKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey };
  }
  async signingKey() {
    return this.current;
  }
  async verificationKey(kid: string) {
    if (kid === this.current.kid) {
      return { publicKey: createPublicKey(this.current.privateKey), issuedUntil: undefined };
    }
    return this.retired.get(kid);
  }
  sharedSecretIssuedUntil() {
    return this.sharedSecretUntil;
  }
  rotate(kid: string, issuedUntil: number) {
    const publicKey = createPublicKey(this.current.privateKey);
    this.retired.set(this.current.kid, { publicKey, issuedUntil });
    this.current = MemoryKeys.newKey(kid);
  }
}

const hs256Token = (key: string, issuedAt: number) =>
  new SignJWT({ email: subject.email, role: 'authenticated', session_id: subject.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(subject.userId)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(new TextEncoder().encode(key));

describe('AccessTokens', () => {
  const keys = new MemoryKeys();
  const tokens = new AccessTokens(secret, issuer, 3600, keys);

  it('signs with ES256 and the key id, and verifies its own token', async () => {
    const { token, expiresIn } = await tokens.sign(subject);
    expect(expiresIn).toBe(3600);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: 'first', typ: 'JWT' });
    expect(await tokens.verify(token)).toEqual({
      userId: subject.userId,
      sessionId: subject.sessionId,
      email: subject.email,
    });
  });

  it('refuses an expired token, one from another issuer and one with another key', async () => {
    const { token: expired } = await tokens.sign(subject, Date.now() - 2 * 3600 * 1000);
    await expect(tokens.verify(expired)).rejects.toThrow();
    const other = new AccessTokens(secret, 'http://elsewhere/auth/v1', 3600, keys);
    await expect(tokens.verify((await other.sign(subject)).token)).rejects.toThrow();
    const stranger = new MemoryKeys();
    const forged = new AccessTokens(secret, issuer, 3600, stranger);
    await expect(tokens.verify((await forged.sign(subject)).token)).rejects.toThrow();
  });

  it('keeps HS256 tokens of the shared secret issued before the keys, and no later ones', async () => {
    const before = await hs256Token(secret, keys.sharedSecretUntil - 60);
    expect((await tokens.verify(before)).userId).toBe(subject.userId);
    await expect(
      tokens.verify(await hs256Token(secret, keys.sharedSecretUntil + 1)),
    ).rejects.toThrow();
    const otherSecret = await hs256Token(`${secret}-other`, keys.sharedSecretUntil - 60);
    await expect(tokens.verify(otherSecret)).rejects.toThrow();
  });

  it('after a rotation, verifies what the old key signed before, and nothing it signs later', async () => {
    const rotating = new MemoryKeys();
    const rotatingTokens = new AccessTokens(secret, issuer, 3600, rotating);
    const old = await rotatingTokens.sign(subject);
    const oldKey = rotating.current;
    rotating.rotate('second', nowSeconds());
    expect((await rotatingTokens.verify(old.token)).userId).toBe(subject.userId);
    const fresh = await rotatingTokens.sign(subject);
    expect(decodeProtectedHeader(fresh.token).kid).toBe('second');
    expect((await rotatingTokens.verify(fresh.token)).userId).toBe(subject.userId);

    // The retired key, stolen, cannot mint tokens issued after its retirement.
    const thief = new MemoryKeys();
    thief.current = oldKey;
    const late = await new AccessTokens(secret, issuer, 3600, thief).sign(
      subject,
      Date.now() + 60_000,
    );
    await expect(rotatingTokens.verify(late.token)).rejects.toThrow();
  });

  it('refuses alg "none" and an unknown key id', async () => {
    const { token } = await tokens.sign(subject);
    const [, payload] = token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expect(tokens.verify(`${none}.${payload}.`)).rejects.toThrow();
    const unknown = Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'nope' })).toString(
      'base64url',
    );
    await expect(tokens.verify(`${unknown}.${payload}.${token.split('.')[2]}`)).rejects.toThrow();
  });

  describe('remembering verified tokens', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stops accepting a remembered token once it expires', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const shortLived = new AccessTokens(secret, issuer, 60, keys);
      const { token } = await shortLived.sign(subject);
      expect((await shortLived.verify(token)).userId).toBe(subject.userId);
      expect((await shortLived.verify(token)).userId).toBe(subject.userId);
      vi.setSystemTime(Date.now() + 61_000);
      await expect(shortLived.verify(token)).rejects.toThrow();
    });

    it('never accepts an altered copy of a remembered token', async () => {
      const { token } = await tokens.sign(subject);
      await tokens.verify(token);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
      const altered = Buffer.from(JSON.stringify({ ...claims, sub: subject.sessionId }));
      await expect(
        tokens.verify(`${header}.${altered.toString('base64url')}.${signature}`),
      ).rejects.toThrow();
    });
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Basic abc', undefined],
    ['Bearer', undefined],
    [undefined, undefined],
  ])('%j gives %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
