import type { CheckoutButtonSlot } from '../checkout/anonymous-checkout-button';
import { AgendaTable } from './agenda-table';
import { SignalBooths } from './signal-booths';
import { SummitAudience } from './summit-audience';
import { SummitClosing } from './summit-closing';
import { SummitHero } from './summit-hero';
import { SummitIntro } from './summit-intro';
import { SummitWaitlist } from './summit-waitlist';
import { SummitWebinarPromo } from './summit-webinar-promo';
import { TicketTiers } from './ticket-tiers';

/** The whole summit page; its route decides which checkout the two buttons start. */
export function SparkSummitPage({ CheckoutButton }: { CheckoutButton: CheckoutButtonSlot }) {
  return (
    <>
      <SummitHero CheckoutButton={CheckoutButton} />
      <SummitWaitlist />
      <SummitIntro />
      <div aria-hidden="true" className="wave-break" />
      <SignalBooths />
      <SummitWebinarPromo />
      <SummitAudience />
      <AgendaTable />
      <div aria-hidden="true" className="wave-break" />
      <TicketTiers />
      <SummitClosing CheckoutButton={CheckoutButton} />
    </>
  );
}
