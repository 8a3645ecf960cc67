import { describe, expect, it } from 'vitest';
import { fitsPage, isFitToken, showsFittingWork } from './work-fits.ts';

describe('which pages show a case', () => {
  const bakery = { fits: ['brandKit', '/hunter'], isFeatured: false };

  it('an offer page shows the cases naming it or a product it sells', () => {
    expect(fitsPage(bakery, '/hunter')).toBe(true);
    expect(fitsPage({ fits: ['mirrorCore'], isFeatured: false }, '/mirror')).toBe(true);
    expect(fitsPage(bakery, '/mirror')).toBe(false);
  });

  it('/products shows cases naming a product; the home page (and /interactive) the featured', () => {
    expect(fitsPage(bakery, '/products')).toBe(true);
    expect(fitsPage({ fits: ['/hunter'], isFeatured: true }, '/products')).toBe(false);
    expect(fitsPage(bakery, '/')).toBe(false);
    expect(fitsPage({ ...bakery, isFeatured: true }, '/interactive')).toBe(true);
  });

  it('other pages show none, and only products and offer pages may be named', () => {
    expect(showsFittingWork('/contact')).toBe(false);
    expect(showsFittingWork('/brandfuel')).toBe(true);
    expect(fitsPage({ fits: ['/contact'], isFeatured: true }, '/contact')).toBe(false);
    expect(['spark', '/muse'].every(isFitToken)).toBe(true);
    expect(['/contact', '//evil.example', 'javascript:x', 'toString'].some(isFitToken)).toBe(false);
  });
});
