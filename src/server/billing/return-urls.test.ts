import { describe, expect, it } from 'vitest';
import { siteAddress } from './return-urls.ts';

const production = { publicUrl: 'https://signal.studio', isDevelopment: false };
const local = { publicUrl: 'http://localhost:3000', isDevelopment: false };

describe('siteAddress', () => {
  it.each([
    'https://signal.studio/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    '/checkout/cancel',
    'https://signal.studio/products#brand-kit',
  ])('accepts %s on the site', (candidate) => {
    expect(siteAddress(candidate, production)?.origin).toBe('https://signal.studio');
  });

  it('keeps the session placeholder readable for the provider', () => {
    const url = siteAddress('/checkout/success?session_id={CHECKOUT_SESSION_ID}', production);
    expect(decodeURI(url?.href ?? '')).toContain('session_id={CHECKOUT_SESSION_ID}');
  });

  it.each([
    'https://evil.example/checkout/success',
    'https://signal.studio.evil.example/x',
    'http://signal.studio/checkout/success',
    '//evil.example/path',
    '/\\evil.example/path',
    'javascript:alert(1)',
    'https://user:pass@signal.studio/x',
    'not a url at all ::',
    'http://localhost:3000/checkout/success',
  ])('refuses %s', (candidate) => {
    expect(siteAddress(candidate, production)).toBeUndefined();
  });

  it('treats loopback spellings of the same port as the same site', () => {
    expect(siteAddress('http://127.0.0.1:3000/checkout/cancel', local)).toBeDefined();
    expect(siteAddress('http://127.0.0.1:4000/checkout/cancel', local)).toBeUndefined();
    expect(
      siteAddress('http://localhost:5173/checkout/cancel', { ...local, isDevelopment: true }),
    ).toBeDefined();
    expect(
      siteAddress('http://evil.example:3000/x', { ...local, isDevelopment: true }),
    ).toBeUndefined();
  });
});
