import type { ReactNode } from 'react';
import { isCatalogueKey } from '~/shared/catalogue-modes';
import { CheckoutButton } from '../features/billing/components/checkout-button';
import {
  GuestOnlyCheckoutButton,
  OfferCheckoutButtonContext,
  type CheckoutButtonProps,
} from '../features/offers/checkout/anonymous-checkout-button';
import { offerButtonStyle } from '../features/offers/ui/offer-styles';

/**
 * Not a route: the composition that gives the offer pages billing's buy button (straight
 * to checkout when signed in, else the guest-or-sign-in choice) in the offers' style.
 */
function OfferCheckoutButton(props: CheckoutButtonProps) {
  const { productKey, children, variant = 'primary', className = '' } = props;
  if (!isCatalogueKey(productKey)) return <GuestOnlyCheckoutButton {...props} />;
  return (
    <CheckoutButton
      catalogueKey={productKey}
      className={`${offerButtonStyle(variant)} ${className}`}
    >
      {children}
    </CheckoutButton>
  );
}

export function WithSiteCheckout({ children }: { children: ReactNode }) {
  return (
    <OfferCheckoutButtonContext value={OfferCheckoutButton}>{children}</OfferCheckoutButtonContext>
  );
}
