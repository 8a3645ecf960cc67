import { describe, expect, it } from 'vitest';
import { parseEmailAddress } from './email-address.ts';
import { GoTrueError } from './gotrue-errors.ts';

const codeOf = (raw: string | undefined) => {
  try {
    parseEmailAddress(raw);
    return 'ok';
  } catch (error) {
    return error instanceof GoTrueError ? error.code : 'thrown';
  }
};

describe('parseEmailAddress', () => {
  it('lower-cases and trims before anything is stored or compared', () => {
    expect(parseEmailAddress('  Ada.Lovelace@Studio.DEV ')).toBe('ada.lovelace@studio.dev');
  });

  it.each(['plain', 'a@b', 'a b@studio.dev', 'ada@-studio.dev', 'ada@studio..dev', '', undefined])(
    '%j is validation_failed',
    (raw) => {
      expect(codeOf(raw)).toBe('validation_failed');
    },
  );

  it.each(['ada@studio.test', 'ada@mail.example', 'ada@host.invalid', 'ada@box.localhost'])(
    '%s can never receive mail: email_address_invalid',
    (raw) => {
      expect(codeOf(raw)).toBe('email_address_invalid');
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(codeOf(`${'a'.repeat(250)}@studio.dev`)).toBe('validation_failed');
  });
});
