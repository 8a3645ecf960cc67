import { describe, expect, it } from 'vitest';
import { GoTrueError } from './gotrue-errors.ts';
import {
  assertAcceptablePassword,
  commonPasswordCount,
  loadCommonPasswords,
} from './password-policy.ts';

async function refusal(password: string | undefined) {
  try {
    await assertAcceptablePassword(password);
  } catch (error) {
    if (error instanceof GoTrueError)
      return { code: error.code, reasons: error.extra.weakPasswordReasons };
    throw error;
  }
  return undefined;
}

describe('password policy', () => {
  it('ships the 10,000 most common passwords, most common first', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBe(commonPasswordCount);
    for (const common of ['123456', 'password', 'qwerty', 'letmein', 'dragon']) {
      expect(list.has(common)).toBe(true);
    }
  });

  it.each([
    ['too short', 'abc12', { code: 'weak_password', reasons: ['length'] }],
    ['common', 'iloveyou', { code: 'weak_password', reasons: ['pwned'] }],
    ['common with capitals', 'Sunshine', { code: 'weak_password', reasons: ['pwned'] }],
    ['over 256 characters', 'x'.repeat(257), { code: 'validation_failed', reasons: undefined }],
    ['missing', undefined, { code: 'validation_failed', reasons: undefined }],
  ])('refuses a password that is %s', async (_case, password, expected) => {
    expect(await refusal(password)).toEqual(expected);
  });

  it.each([
    ['6 uncommon characters', 'k9#vQ2'],
    ['64 characters', 'a1'.repeat(32)],
    ['256 characters of emoji (counted as characters, not UTF-16 units)', '🔑'.repeat(256)],
  ])('accepts %s', async (_case, password) => {
    expect(await refusal(password)).toBeUndefined();
  });
});
