import { describe, expect, it } from 'vitest';
import { nameFromEmail, newsletterSignupSchema } from './newsletter.ts';

describe('nameFromEmail', () => {
  it.each([
    ['ada@example.com', 'Ada'],
    ['ada.lovelace@example.com', 'Ada Lovelace'],
    ['ADA_LOVELACE+news@example.com', 'Ada Lovelace'],
    ['jean-luc.picard@example.com', 'Jean Luc Picard'],
    ['ada99@example.com', 'Ada99'],
    ['1234@example.com', 'Transmission Subscriber'],
    ['zoë.müller@example.com', 'Zoë Müller'],
  ])('%s is %s', (email, name) => {
    expect(nameFromEmail(email)).toBe(name);
  });
});

describe('newsletterSignupSchema', () => {
  it.each([
    [{ email: ' ada@example.com ' }, true],
    [{ email: '' }, false],
    [{ email: 'not-an-email' }, false],
    [{ email: `${'a'.repeat(250)}@x.io` }, false],
    [{ email: 'ada@example.com', name: 'Ada' }, false],
    [{}, false],
  ])('%j valid: %s', (input, isValid) => {
    expect(newsletterSignupSchema.safeParse(input).success).toBe(isValid);
  });
});
