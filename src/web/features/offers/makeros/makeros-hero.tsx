import { ArrowDown, CalendarClock } from 'lucide-react';
import { useSiteLinks } from '~/web/lib/site-links';
import { makerOsDelivery } from '~/shared/offers/makeros-facts';
import { ExternalLink } from '~/web/components/ui/external-link';
import { FactsStrip } from '~/web/components/ui/facts-strip';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';

export function MakerOsHero() {
  const { booking } = useSiteLinks();
  const facts = [
    { value: makerOsDelivery, label: 'from kickoff to launch' },
    { value: '100%', label: 'your code, your data' },
    { value: 'AI', label: 'built in, trained on you' },
  ];
  return (
    <section aria-labelledby="makeros-title" className="relative isolate">
      <HeroGlow />
      <div className="mx-auto max-w-5xl px-5 pb-6 pt-8 text-center sm:px-8 sm:pb-24 sm:pt-24">
        <p className={offerStyles.chip}>
          <span aria-hidden="true" className="size-1.5 rounded-full bg-pulse-400" />
          MakerOS · custom business OS and apps
        </p>
        <h1 id="makeros-title" className={offerStyles.heroTitle}>
          Stop renting software that almost fits.{' '}
          <span className={offerStyles.gradientText}>Own the system your business runs on.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed sm:mt-7 text-pretty text-ink-300 sm:text-xl">
          We design and build a custom operating system for your business: your workflows, your
          clients, your data and your AI, in one app your team actually wants to use.
        </p>
        <div className="mt-8 flex flex-col items-center sm:mt-10 justify-center gap-3 sm:flex-row">
          <ExternalLink href={booking.strategyCall} className={offerStyles.primaryButton}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Book a strategy call
          </ExternalLink>
          <a href="#calculator" className={offerStyles.secondaryButton}>
            Estimate your investment
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
        <FactsStrip facts={facts} className="mt-8 sm:mt-16" />
      </div>
    </section>
  );
}
