import { centsOf, useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { LogIn, ShoppingBag } from 'lucide-react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { catalogue, type CatalogueKey } from '~/shared/catalogue';
import { publicMessages as messages } from '~/shared/public-messages';
import { buttonStyles } from '~/web/components/ui/button-styles';
import { Dialog } from '~/web/components/ui/dialog';
import { rememberPendingCheckout } from '~/web/lib/pending-checkout';
import { checkoutNetworkFailure, followCheckoutReply } from '../api/follow-checkout-reply';
import { useBusyUntilPageLeaves } from '~/web/lib/use-busy-until-page-leaves';

export interface CheckoutChoiceDialogProps {
  catalogueKey: CatalogueKey;
  /** The visitor was signed in and their session ended (the spec's message applies). */
  hasSessionEnded: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where to come back to after signing in. */
  returnTo: string;
  /** The buy button that opened it: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * What a buy button asks a visitor who is not signed in: pay as a guest now, or sign in
 * (or sign up) first and have the checkout open by itself afterwards. Loaded on first
 * use, with both ways on, so the public pages do not carry it.
 */
export default function CheckoutChoiceDialog(props: CheckoutChoiceDialogProps) {
  const { catalogueKey, hasSessionEnded } = props;
  const [isGuestCheckoutBusy, setIsGuestCheckoutBusy] = useBusyUntilPageLeaves();
  const navigate = useNavigate();
  const shownCents = centsOf(useCatalogueDollars()[catalogueKey]);
  // The studio's name for the item once it renamed it in admin, as the checkout page shows.
  const name = useCatalogueWords().nameOf(catalogueKey, catalogue[catalogueKey].name);

  async function continueAsGuest() {
    if (isGuestCheckoutBusy) return;
    setIsGuestCheckoutBusy(true);
    const reply = await import('../api/start-guest-checkout').then(
      ({ startGuestCheckout }) => startGuestCheckout(catalogueKey, shownCents),
      checkoutNetworkFailure,
    );
    if (!followCheckoutReply(reply)) setIsGuestCheckoutBusy(false);
  }

  function signInFirst() {
    rememberPendingCheckout(catalogueKey, name);
    void navigate('/login', { state: { returnTo: props.returnTo } });
  }

  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        props.returnFocusTo.current?.focus();
      }}
      title="How would you like to check out?"
      description={
        <>
          {hasSessionEnded ? <span className="block">{messages.checkout.noSession}</span> : null}
          You are buying <strong className="text-ink-100">{name}</strong>.
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <button
            type="button"
            onClick={() => void continueAsGuest()}
            aria-disabled={isGuestCheckoutBusy || undefined}
            aria-busy={isGuestCheckoutBusy || undefined}
            className={`${buttonStyles.primary} w-full`}
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {isGuestCheckoutBusy ? 'Opening checkout...' : 'Continue as guest'}
          </button>
          <p className="mt-2 text-xs text-ink-400">
            Pay now without an account. The checkout page asks for your e-mail, and your receipt
            goes there.
          </p>
        </div>
        <div>
          <button
            type="button"
            onClick={signInFirst}
            className={`${buttonStyles.secondary} w-full`}
          >
            <LogIn aria-hidden="true" className="size-4" />
            Sign in or create an account
          </button>
          <p className="mt-2 text-xs text-ink-400">
            Checkout opens right after, and the purchase shows on your dashboard.
          </p>
        </div>
      </div>
    </Dialog>
  );
}
