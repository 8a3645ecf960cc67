import { LogIn, ShoppingBag } from 'lucide-react';
import type { RefObject } from 'react';
import { publicMessages as messages } from '../../../../shared/public-messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';

export interface CheckoutChoiceDialogProps {
  productName: string;
  /** The visitor was signed in and their session ended (the spec's message applies). */
  hasSessionEnded: boolean;
  isOpen: boolean;
  isGuestCheckoutBusy: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onContinueAsGuest: () => void;
  onSignIn: () => void;
  /** The buy button that opened it: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * What a buy button asks a visitor who is not signed in: pay as a guest now, or sign in
 * (or sign up) first and have the checkout open by itself afterwards. Loaded on first
 * use, so the public pages do not carry it.
 */
export default function CheckoutChoiceDialog(props: CheckoutChoiceDialogProps) {
  const { productName, hasSessionEnded, isGuestCheckoutBusy } = props;
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
          You are buying <strong className="text-ink-100">{productName}</strong>.
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <button
            type="button"
            onClick={props.onContinueAsGuest}
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
            onClick={props.onSignIn}
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
