import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpCode, totpStepAt, totpUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" in base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
  ])('gives the RFC 6238 code at %i seconds', (seconds, code) => {
    expect(totpCode(rfcSecret, totpStepAt(seconds * 1000))).toBe(code);
  });

  it('accepts the code of the step before and after, and no other', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const now = 1_800_000_000_000;
    const step = totpStepAt(now);
    expect(matchTotpStep(secret, totpCode(secret, step), now)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, step + 1), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCode(secret, step - 2), now)).toBeUndefined();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeUndefined();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(totpUri('ABC', 'Signal Studio', 'ada@studio.dev')).toBe(
      'otpauth://totp/Signal%20Studio:ada%40studio.dev?secret=ABC&issuer=Signal+Studio&algorithm=SHA1&digits=6&period=30',
    );
  });
});
