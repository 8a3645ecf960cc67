import { formatDollars } from '~/shared/offers/money';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { museMembershipAt } from '~/shared/offers/offer-prices';
import type { CheckoutButtonSlot } from '../checkout/anonymous-checkout-button';
import { publicMessages as messages } from '~/shared/public-messages';
import { useSiteSettings } from '~/web/lib/site-settings';
import { offerStyles } from '../ui/offer-styles';
import { ClosedApplication } from './closed-application';
import { MuseBenefits } from './muse-benefits';
import { MuseFit } from './muse-fit';
import { MuseHero } from './muse-hero';

/**
 * Membership is by application and invitation, and the Apply buttons start the quarterly
 * subscription checkout: the spec keeps both (the studio reviews each paid application).
 */
export function MusePage({ CheckoutButton: ApplyButton }: { CheckoutButton: CheckoutButtonSlot }) {
  const { applicationsOpen, cohortLabel } = useSiteSettings().membership;
  const museMembership = museMembershipAt(useCatalogueDollars());
  const CheckoutButton = applicationsOpen ? ApplyButton : ClosedApplication;
  return (
    <>
      <MuseHero CheckoutButton={CheckoutButton} />
      <MuseBenefits />
      <MuseFit CheckoutButton={CheckoutButton} />
      <section aria-labelledby="apply-title" className={offerStyles.section}>
        <div className="rounded-[2rem] border border-signal-500/40 bg-gradient-to-br from-signal-600/20 via-ink-900 to-ink-900 px-6 py-14 text-center sm:px-12">
          <p className={offerStyles.eyebrow}>
            {cohortLabel} cohort · {museMembership.cohortSize} seats
          </p>
          <h2 id="apply-title" className={`${offerStyles.heading} mx-auto max-w-3xl`}>
            {applicationsOpen
              ? `Applications are open for ${cohortLabel}.`
              : `Applications for ${cohortLabel} are closed.`}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-ink-300">
            {applicationsOpen
              ? `${formatDollars(museMembership.pricePerQuarter)} per quarter, billed quarterly. We confirm every membership personally after your application.`
              : messages.events.membershipClosed}
          </p>
          <div className="mt-8 flex justify-center">
            <CheckoutButton productKey="muse">Apply for Membership</CheckoutButton>
          </div>
        </div>
      </section>
    </>
  );
}
