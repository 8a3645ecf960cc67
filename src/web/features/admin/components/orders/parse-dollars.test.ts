import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from './parse-dollars';

describe('parseDollarsToCents', () => {
  it.each([
    ['1500', 150_000],
    ['1500.00', 150_000],
    ['1,500.5', 150_050],
    ['$1,500.50', 150_050],
    [' 0.01 ', 1],
    ['0.1', 10],
    ['19.99', 1_999],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each(['', '.', '1.999', '-5', '1e3', '12,34', 'ten', '1 500', '$'])('refuses %j', (input) => {
    expect(parseDollarsToCents(input)).toBeUndefined();
  });
});
