import { ShoppingBag } from 'lucide-react';
import { useBrowserStore } from '~/web/lib/use-browser-store';
import { readPendingCheckoutName } from '~/web/lib/pending-checkout';

const noSubscription = () => () => {};

/**
 * On the sign-in and sign-up pages: which checkout opens once the visitor is in, named
 * as the buy dialog named it (kept with the choice, so these pages need no catalogue).
 */
export function PendingCheckoutNotice() {
  const name = useBrowserStore(noSubscription, readPendingCheckoutName, undefined);
  if (!name) return null;
  return (
    <p
      role="status"
      className="mb-5 flex items-start gap-2 rounded-lg border border-signal-500/40 bg-signal-500/10 p-3 text-sm text-ink-200"
    >
      <ShoppingBag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-signal-400" />
      <span>
        Checkout for <strong className="text-ink-100">{name}</strong> opens as soon as you are
        signed in.
      </span>
    </p>
  );
}
