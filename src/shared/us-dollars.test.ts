import { describe, expect, it } from 'vitest';
import { formatPrice, formatUsDollars } from './us-dollars.ts';

const intlFormats = {
  0: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }),
  2: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }),
};

describe('formatUsDollars', () => {
  it.each([
    [0, 0, '$0'],
    [1500, 0, '$1,500'],
    [15000000, 0, '$15,000,000'],
    [1500.5, 2, '$1,500.50'],
    [999.999, 2, '$1,000.00'],
    [-25, 0, '-$25'],
    [32666.67, 0, '$32,667'],
  ] as const)('writes %d with %d decimals as %s', (amount, digits, text) => {
    expect(formatUsDollars(amount, digits)).toBe(text);
  });

  it('agrees with Intl on many amounts', () => {
    for (let index = 0; index < 2000; index += 1) {
      const amount = Math.round(Math.sin(index) * 10 ** (index % 9) * 100) / 100;
      if (Object.is(amount, -0)) continue;
      for (const digits of [0, 2] as const) {
        expect(formatUsDollars(amount, digits)).toBe(intlFormats[digits].format(amount));
      }
    }
  });
});

describe('formatPrice', () => {
  it.each([
    [1500, '$1,500'],
    [1499.99, '$1,499.99'],
    [19.9, '$19.90'],
    // Dollars worked out from cents carry float noise; they print to the cent.
    [4949 - 4499.01, '$449.99'],
    [4500.000000001, '$4,500'],
  ] as const)('writes %d as %s', (dollars, text) => {
    expect(formatPrice(dollars)).toBe(text);
  });
});
