import { ShoppingBag } from 'lucide-react';
import { catalogue } from '~/shared/catalogue';
import { useBrowserStore } from '~/web/lib/use-browser-store';
import { useCatalogueWords } from '~/web/lib/catalogue-dollars';
import { readPendingCheckout } from '~/web/lib/pending-checkout';

const noSubscription = () => () => {};

/** On the sign-in and sign-up pages: which checkout opens once the visitor is in. */
export function PendingCheckoutNotice() {
  const catalogueKey = useBrowserStore(noSubscription, readPendingCheckout, undefined);
  // The studio's name once it renamed the item (the sign-in pages ask /api/site-settings).
  const { nameOf } = useCatalogueWords();
  if (!catalogueKey) return null;
  return (
    <p
      role="status"
      className="mb-5 flex items-start gap-2 rounded-lg border border-signal-500/40 bg-signal-500/10 p-3 text-sm text-ink-200"
    >
      <ShoppingBag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-signal-400" />
      <span>
        Checkout for{' '}
        <strong className="text-ink-100">
          {nameOf(catalogueKey, catalogue[catalogueKey].name)}
        </strong>{' '}
        opens as soon as you are signed in.
      </span>
    </p>
  );
}
