import { formatDollars } from '~/shared/offers/money';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { bizBuiltNowOfferAt } from '~/shared/offers/offer-prices';
import { AnonymousCheckoutButton } from '../checkout/anonymous-checkout-button';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';
import { OfferEndNotice } from './offer-end-notice';
import { useOfferEnd } from './use-offer-end';

export function LaunchPriceCard() {
  const offer = bizBuiltNowOfferAt(useCatalogueDollars());
  const hasEnded = useOfferEnd()?.hasEnded ?? false;
  const { nameOf } = useCatalogueWords();
  return (
    <div className="rounded-3xl border border-signal-500/50 bg-ink-900/90 p-6 shadow-2xl shadow-signal-600/10 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink-100">
          {nameOf(
            hasEnded ? offer.regularProductKey : 'bizBuiltNowPackage',
            '24-hour business launch',
          )}
        </p>
        <span className="rounded-full bg-signal-500 px-3 py-1 text-xs font-semibold text-ink-950">
          {hasEnded
            ? 'Launch Special ended'
            : `Launch Special: save ${formatDollars(offer.launchSavings)}`}
        </span>
      </div>
      {/* Once the launch price has ended, the regular price is what sells (the server
          refuses the launch price after the studio's fixed end). */}
      <p className="mt-6 flex items-baseline gap-3">
        <span className="text-5xl font-semibold tracking-tight sm:text-6xl">
          {formatDollars(hasEnded ? offer.regularPrice : offer.price)}
        </span>
        {!hasEnded && (
          <del className="text-xl text-ink-400">
            <span className="sr-only">Regular price </span>
            {formatDollars(offer.regularPrice)}
          </del>
        )}
      </p>
      <p className="mt-2 text-sm text-ink-300">One payment, everything included.</p>
      <AnonymousCheckoutButton
        productKey={hasEnded ? offer.regularProductKey : 'bizBuiltNowPackage'}
        className="mt-6 w-full"
      >
        Launch My Business
      </AnonymousCheckoutButton>
      <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-[0.2em] text-ink-400">
        <span aria-hidden="true" className="h-px flex-1 bg-ink-700" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-ink-700" />
      </div>
      <AnonymousCheckoutButton productKey="bizBuiltNowPlan" variant="secondary" className="w-full">
        {offer.paymentCount} payments of {formatDollars(offer.monthlyPayment)}/month
      </AnonymousCheckoutButton>
      <p className="mt-5 text-center text-xs text-ink-400">
        {offer.guaranteeDays}-day money-back guarantee · Secure checkout
      </p>
    </div>
  );
}

export function LaunchHero() {
  // The studio's name for the launch once it renames it; until then the page's own words.
  const renamed = useCatalogueWords().nameOf('bizBuiltNowPackage', '');
  return (
    <section aria-labelledby="launch-title" className="relative isolate">
      <HeroGlow />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-5 pb-20 pt-10 sm:px-8 sm:pt-16 lg:grid-cols-[3fr_2fr]">
        <div>
          <OfferEndNotice />
          <h1 id="launch-title" className={offerStyles.heroTitle}>
            {renamed ? (
              <>
                {`${renamed}: `}
                <span className={offerStyles.gradientText}>built and launched in 24 hours.</span>
              </>
            ) : (
              <>
                Your business, built and launched{' '}
                <span className={offerStyles.gradientText}>in 24 hours.</span>
              </>
            )}
          </h1>
          <p className="mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-ink-300 sm:text-xl">
            BizBuiltNow is a done-for-you launch: brand, website, booking, payments, email and
            social profiles, built by our team in one day and handed over ready to sell.
          </p>
          <ul className="mt-8 flex flex-wrap gap-2 text-sm text-ink-300">
            {['No tech skills needed', 'Live in 24 hours', 'Yours to keep'].map((item) => (
              <li key={item} className="rounded-full border border-ink-700 px-3 py-1">
                {item}
              </li>
            ))}
          </ul>
        </div>
        <LaunchPriceCard />
      </div>
    </section>
  );
}
