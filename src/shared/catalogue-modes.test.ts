import { describe, expect, it } from 'vitest';
import { catalogue, catalogueKeys } from './catalogue';
import { checkoutModeOf, isCatalogueKey, subscriptionMonths } from './catalogue-modes';

describe('catalogue modes', () => {
  it('knows every item of the catalogue, and nothing else, as a key', () => {
    for (const key of catalogueKeys) expect(isCatalogueKey(key)).toBe(true);
    expect(isCatalogueKey('toString')).toBe(false);
    expect(isCatalogueKey('nothing')).toBe(false);
  });

  it("gives each item the catalogue's checkout mode and billing months", () => {
    for (const key of catalogueKeys) {
      expect(checkoutModeOf(key)).toBe(catalogue[key].mode);
      expect(subscriptionMonths[key]).toBe(catalogue[key].interval?.count);
    }
  });
});
