import { describe, expect, it } from 'vitest';
import { shareImagePath } from './share-image';

describe('shareImagePath', () => {
  it('names one PNG per page path, the home page as home', () => {
    expect(shareImagePath('/')).toBe('/og/home.png');
    expect(shareImagePath('/products')).toBe('/og/products.png');
    expect(shareImagePath('/transmission/the-signal-tax/')).toBe(
      '/og/transmission/the-signal-tax.png',
    );
  });
});
