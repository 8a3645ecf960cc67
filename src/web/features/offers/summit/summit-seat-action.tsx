import { publicMessages as messages } from '~/shared/public-messages';
import { useSiteState } from '~/web/lib/site-state';
import type { CheckoutButtonSlot } from '../checkout/anonymous-checkout-button';
import { offerStyles } from '../ui/offer-styles';

/**
 * The summit's buy button as the server's clock and the settings allow: the early-bird
 * seat, then General Admission after the deadline day, and no button at all once the
 * day is over or sales are closed (the server refuses those checkouts in any case).
 */
export function SummitSeatAction({ CheckoutButton }: { CheckoutButton: CheckoutButtonSlot }) {
  const state = useSiteState();
  if (state && !state.summit.isOnSale) {
    return (
      <p role="status" className="max-w-md text-center text-base text-ink-200">
        {state.summit.isOver ? messages.events.summitOver : messages.events.ticketSalesClosed}{' '}
        {state.summit.isOver && (
          <a href="#waitlist" className={offerStyles.textLink}>
            Tell me about the next one
          </a>
        )}
      </p>
    );
  }
  const isGeneralAdmission = state !== null && !state.summit.isEarlyBird;
  return (
    <CheckoutButton productKey={isGeneralAdmission ? 'sparkSummitGeneral' : 'sparkSummit'}>
      Reserve Your Seat
    </CheckoutButton>
  );
}
