import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens, bearerToken } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const subject = {
  userId: '6d0f1c5e-5a51-4a55-9a57-0f1b1e0a0c01',
  email: 'ada@studio.dev',
  sessionId: '7e1f2d6f-6b62-4b66-8b68-1f2c2f1b1d02',
  method: 'password' as const,
  authenticatedAt: 1_800_000_000,
  userMetadata: {},
};

describe('AccessTokens', () => {
  const tokens = new AccessTokens(secret, 'http://localhost/auth/v1', 3600);

  it('verifies its own token', async () => {
    const { token, expiresIn } = await tokens.sign(subject);
    expect(expiresIn).toBe(3600);
    expect(await tokens.verify(token)).toEqual({
      userId: subject.userId,
      sessionId: subject.sessionId,
      email: subject.email,
    });
  });

  it('refuses an expired token, one from another issuer and one with another secret', async () => {
    const { token: expired } = await tokens.sign(subject, Date.now() - 2 * 3600 * 1000);
    await expect(tokens.verify(expired)).rejects.toThrow();
    const other = new AccessTokens(secret, 'http://elsewhere/auth/v1', 3600);
    await expect(tokens.verify((await other.sign(subject)).token)).rejects.toThrow();
    const forged = new AccessTokens(`${secret}-other`, 'http://localhost/auth/v1', 3600);
    await expect(tokens.verify((await forged.sign(subject)).token)).rejects.toThrow();
  });

  describe('remembering verified tokens', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stops accepting a remembered token once it expires', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const shortLived = new AccessTokens(secret, 'http://localhost/auth/v1', 60);
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
