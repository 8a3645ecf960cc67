import { ArrowRight, Heart, Mail, Rocket, Sparkles } from 'lucide-react';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import type { CatalogueDollars } from '~/shared/catalogue-live';
import { Link } from 'react-router';
import { mailto } from '~/shared/external-links';
import { useSiteLinks } from '~/web/lib/site-links';
import { formatDollars } from '~/shared/offers/money';
import {
  bizBuiltNowPriceNow,
  brandFuelPlansNow,
  friendsAndFamilyDiscountPercent,
} from '~/shared/offers/offer-prices';
import { useSiteState } from '~/web/lib/site-state';
import { HeroGlow } from '../ui/hero-glow';
import { offerStyles } from '../ui/offer-styles';

const discount = `${friendsAndFamilyDiscountPercent}%`;

/**
 * Each offer at the price its own page sells it at today (launch or regular, sale or
 * not, as the server's clock judged it for this page), before the family discount.
 */
function familyOffers(launchIsOver: boolean, saleIsOver: boolean, dollars: CatalogueDollars) {
  const launchPrice = bizBuiltNowPriceNow(launchIsOver, dollars);
  const bizBuiltNowPrice =
    launchPrice === dollars.bizBuiltNowRegular
      ? `${formatDollars(launchPrice)} before the discount.`
      : `${formatDollars(launchPrice)} at launch pricing (regular ${formatDollars(dollars.bizBuiltNowRegular)}) before the discount.`;
  const entryPrice = Math.min(...brandFuelPlansNow(saleIsOver, dollars).map((plan) => plan.price));
  return [
    {
      icon: Rocket,
      name: 'BizBuiltNow',
      href: '/bizbuiltnow',
      text: `Your business brand, website, booking and payments built in 24 hours. ${bizBuiltNowPrice}`,
      subject: `Friends and family: ${discount} off BizBuiltNow`,
    },
    {
      icon: Sparkles,
      name: 'BrandFuel',
      href: '/brandfuel',
      text: `Done-for-you videos, photos, graphics and newsletters every month. Plans from ${formatDollars(entryPrice)} before the discount.`,
      subject: `Friends and family: ${discount} off BrandFuel`,
    },
  ];
}

export function BonniePage() {
  const { contacts } = useSiteLinks();
  const state = useSiteState();
  const offers = familyOffers(
    state?.offers.bizBuiltNowLaunch === 'over',
    state?.offers.brandFuelSaleIsOver ?? false,
    useCatalogueDollars(),
  );
  return (
    <>
      <section aria-labelledby="bonnie-title" className="relative isolate">
        <HeroGlow />
        <div className="mx-auto max-w-3xl px-5 pb-16 pt-16 text-center sm:px-8 sm:pt-24">
          <p className={offerStyles.chip}>
            <Heart aria-hidden="true" className="size-3.5 text-signal-400" />
            Friends and family
          </p>
          <h1 id="bonnie-title" className={offerStyles.heroTitle}>
            A little something <span className={offerStyles.gradientText}>for our people.</span>
          </h1>
          <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-ink-300 sm:text-xl">
            You have cheered us on since before there was a studio. So for friends and family,
            everything below is {discount} off. Reply by email and we will set it up for you
            personally.
          </p>
        </div>
      </section>
      <section aria-labelledby="bonnie-offers-title" className={offerStyles.section}>
        <h2 id="bonnie-offers-title" className="sr-only">
          Your {discount} friends and family offers
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {offers.map(({ icon: Icon, name, href, text, subject }) => (
            <li key={name} className={`${offerStyles.card} flex min-w-0 flex-col`}>
              <div className="flex items-center justify-between gap-3">
                <Icon aria-hidden="true" className="size-7 text-signal-400" />
                <span className="rounded-full bg-signal-500 px-3 py-1 text-xs font-semibold text-ink-950">
                  {discount} off
                </span>
              </div>
              <h3 className="mt-5 text-2xl font-semibold tracking-tight">{name}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-300">{text}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <a href={mailto(contacts.general, subject)} className={offerStyles.primaryButton}>
                  <Mail aria-hidden="true" className="size-4" />
                  Reply to claim<span className="sr-only"> {name}</span>
                </a>
                <Link to={href} className={offerStyles.secondaryButton}>
                  See {name}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center text-ink-300">
          Not sure which fits, or just want to say hello?{' '}
          <a
            href={mailto(contacts.general, 'Hello from friends and family')}
            className={offerStyles.textLink}
          >
            Reply to us at {contacts.general}
          </a>
        </p>
      </section>
    </>
  );
}
