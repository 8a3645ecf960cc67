import { CalendarClock } from 'lucide-react';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useSiteLinks } from '~/web/lib/site-links';
import { formatDollars } from '~/shared/offers/money';
import { mirrorPricingAt } from '~/shared/offers/offer-prices';
import { AnonymousCheckoutButton } from '../checkout/anonymous-checkout-button';
import { ExternalLink } from '~/web/components/ui/external-link';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';

export function MirrorHero() {
  const mirrorPricing = mirrorPricingAt(useCatalogueDollars());
  const { booking } = useSiteLinks();
  return (
    <section aria-labelledby="mirror-title" className="relative isolate">
      <HeroGlow />
      <div className="mx-auto max-w-5xl px-5 pb-20 pt-12 text-center sm:px-8 sm:pb-24 sm:pt-20">
        <p className={offerStyles.chip}>
          <span aria-hidden="true" className="size-1.5 rounded-full bg-pulse-400" />
          MIRROR™ · AI voice training
        </p>
        <h1 id="mirror-title" className={offerStyles.heroTitle}>
          An AI that sounds like you,{' '}
          <span className={offerStyles.gradientText}>because it learned from you.</span>
        </h1>
        <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-ink-300 sm:text-xl">
          MIRROR trains a custom AI assistant on your words, your offers and your way of thinking,
          so it can write, answer and follow up the way you would. Generic AI sounds like everyone.
          Yours should sound like you.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <AnonymousCheckoutButton productKey="mirror">
            Get MIRROR for {formatDollars(mirrorPricing.startingPrice)}
          </AnonymousCheckoutButton>
          <ExternalLink href={booking.strategyCall} className={offerStyles.secondaryButton}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Book a strategy call
          </ExternalLink>
        </div>
        <p className="mt-5 text-sm text-ink-400">
          {formatDollars(mirrorPricing.startingPrice)}: one assistant trained on your voice, for
          your site and inbox · live in 14 days
        </p>
      </div>
    </section>
  );
}
