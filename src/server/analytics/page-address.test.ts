import { describe, expect, it } from 'vitest';
import { readPageAddress, referrerHost } from './page-address.ts';

describe('readPageAddress', () => {
  it('keeps the path and the UTM tags, trimmed and lower-cased', () => {
    expect(readPageAddress('/products/?utm_source=%20LinkedIn&utm_campaign=Fall&x=1')).toEqual({
      path: '/products',
      utmSource: 'linkedin',
      utmMedium: null,
      utmCampaign: 'fall',
    });
  });
});

describe('referrerHost', () => {
  it('keeps another site’s host without www., and drops our own and non-web ones', () => {
    expect(referrerHost('https://www.Google.com/search?q=x', 'studio.dev')).toBe('google.com');
    expect(referrerHost('https://studio.dev/products', 'www.studio.dev:443')).toBeNull();
    expect(referrerHost('android-app://com.slack', 'studio.dev')).toBeNull();
    expect(referrerHost('not a url', 'studio.dev')).toBeNull();
    expect(referrerHost(undefined, 'studio.dev')).toBeNull();
  });
});
