import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { signInFailure, signUpFailure } from './auth-error-messages';
import { readReturnTo } from './return-to';

describe('signUpFailure', () => {
  it.each([
    [
      {
        code: 'email_address_invalid',
        status: 400,
        message: 'Email address "a@b.test" is invalid',
      },
      messages.validation.invalidEmail,
      'email',
    ],
    [
      {
        code: 'validation_failed',
        status: 400,
        message: 'Unable to validate email address: invalid format',
      },
      messages.validation.invalidEmail,
      'email',
    ],
    [
      { code: 'user_already_exists', status: 422, message: 'User already registered' },
      messages.auth.alreadyRegistered,
      undefined,
    ],
    [
      { code: 'weak_password', status: 422, message: 'x', reasons: ['length'] },
      messages.auth.passwordTooShort,
      'password',
    ],
    [
      { code: 'weak_password', status: 422, message: 'x', reasons: ['pwned'] },
      messages.auth.passwordTooCommon,
      'password',
    ],
    [
      { code: 'over_request_rate_limit', status: 429, message: 'Request rate limit reached' },
      messages.auth.rateLimited,
      undefined,
    ],
    [new Error('Failed to fetch'), messages.auth.signUpFailure, undefined],
  ])('%j shows the right message', (error, message, field) => {
    expect(signUpFailure(error)).toEqual(field ? { message, field } : { message });
  });
});

describe('signInFailure', () => {
  it('says "check your credentials" for everything but a throttle', () => {
    expect(signInFailure({ code: 'invalid_credentials', status: 400 })).toBe(
      messages.auth.signInFailure,
    );
    expect(signInFailure(new Error('network'))).toBe(messages.auth.signInFailure);
    expect(signInFailure({ code: 'over_request_rate_limit', status: 429 })).toBe(
      messages.auth.rateLimited,
    );
  });
});

describe('readReturnTo', () => {
  it.each([
    [{ returnTo: '/dashboard?tab=1#x' }, '/dashboard?tab=1#x'],
    [{ returnTo: '//evil.example/path' }, undefined],
    [{ returnTo: 'https://evil.example' }, undefined],
    [{ returnTo: 42 }, undefined],
    [null, undefined],
  ])('%j gives %j', (state, expected) => {
    expect(readReturnTo(state)).toBe(expected);
  });
});
