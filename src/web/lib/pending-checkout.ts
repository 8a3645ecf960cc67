import type { CatalogueKey } from '~/shared/catalogue';
import { isCatalogueKey } from '~/shared/catalogue-modes';
import { forgetPendingCheckout, pendingCheckoutStorageKey } from './pending-checkout-storage';

export { forgetPendingCheckout };

/**
 * The product a signed-out visitor chose to buy after signing in or signing up, kept in
 * this tab only (sessionStorage) and for half an hour, so the checkout starts by itself
 * once they have an account, and never for a later visitor at this screen. Its name is
 * kept as the visitor was shown it, so the sign-in pages can say what opens next without
 * loading the catalogue.
 */
const storageKey = pendingCheckoutStorageKey;
export const pendingCheckoutLifetimeMs = 30 * 60 * 1000;

interface StoredCheckout {
  catalogueKey: string;
  name: string;
  savedAt: number;
}

export function rememberPendingCheckout(catalogueKey: CatalogueKey, name: string): void {
  const value: StoredCheckout = { catalogueKey, name, savedAt: Date.now() };
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(value));
  } catch {
    // Storage blocked: the visitor signs in and presses the button again.
  }
}

/** The stored choice while it is fresh and names an item of the catalogue. */
function readStored(): { catalogueKey: CatalogueKey; name: unknown } | undefined {
  let stored: Partial<StoredCheckout> | null;
  try {
    stored = JSON.parse(
      window.sessionStorage.getItem(storageKey) ?? 'null',
    ) as Partial<StoredCheckout> | null;
  } catch {
    return undefined;
  }
  if (!stored || typeof stored.catalogueKey !== 'string' || typeof stored.savedAt !== 'number')
    return undefined;
  if (Date.now() - stored.savedAt > pendingCheckoutLifetimeMs) return undefined;
  return isCatalogueKey(stored.catalogueKey)
    ? { catalogueKey: stored.catalogueKey, name: stored.name }
    : undefined;
}

export function readPendingCheckout(): CatalogueKey | undefined {
  return readStored()?.catalogueKey;
}

/** The waiting item's name as the visitor chose it; undefined when none waits. */
export function readPendingCheckoutName(): string | undefined {
  const name = readStored()?.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}
