import { describe, expect, it } from 'vitest';
import {
  isAppPath,
  isPrerenderedPath,
  normalisePath,
  prerenderedPaths,
  protectedPathPrefixes,
} from './site-paths.ts';

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/contact/', '/contact'],
    ['/contact///', '/contact'],
    ['///', '/'],
    ['/checkout/cancel', '/checkout/cancel'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('isPrerenderedPath', () => {
  it('knows every pre-rendered page, with or without a trailing slash', () => {
    for (const path of prerenderedPaths) expect(isPrerenderedPath(path)).toBe(true);
    expect(isPrerenderedPath('/contact/')).toBe(true);
  });

  it('does not claim app screens or unknown paths', () => {
    expect(isPrerenderedPath('/dashboard')).toBe(false);
    expect(isPrerenderedPath('/checkout')).toBe(false);
    expect(isPrerenderedPath('/nope')).toBe(false);
  });
});

describe('isAppPath', () => {
  it.each([
    '/dashboard',
    '/account',
    '/clients',
    '/todos',
    '/todos/',
    '/todos/some-folder',
    '/todos/a/b',
    '/admin',
    '/admin/media',
    '/admin/outbox',
    '/admin/orders',
    '/admin/settings',
    '/admin/transmission',
    '/admin/catalogue',
    '/admin/work',
    '/admin/bookings',
    '/checkout/success',
    '/reset-password',
    '/confirm-email',
    '/v2',
  ])('%s is served the app shell', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/nope',
    '/todosx',
    '/dashboard/extra',
    '/admin-panel',
    '/admin/other',
    '/checkout',
  ])('%s is not an app screen', (path) => {
    expect(isAppPath(path)).toBe(false);
  });

  it('treats every protected screen as an app screen', () => {
    for (const prefix of protectedPathPrefixes) expect(isAppPath(prefix)).toBe(true);
  });
});
