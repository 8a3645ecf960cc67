import { ArrowRight, Mail } from 'lucide-react';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useCatalogueWords } from '~/web/lib/catalogue-words';
import { Link } from 'react-router';
import { mailto } from '~/shared/external-links';
import { useSiteLinks } from '~/web/lib/site-links';
import { formatDollars } from '~/shared/offers/money';
import { brandFuelPlansNow } from '~/shared/offers/offer-prices';
import { useSiteState } from '~/web/lib/site-state';
import { CheckList } from '../ui/check-list';
import { HeroGlow } from '../ui/hero-glow';
import { RuledRows } from '../ui/ruled-rows';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';

const contentIdeas = [
  {
    title: 'Listing walk-throughs',
    text: 'Short vertical videos that sell the home before the first showing.',
  },
  {
    title: 'Neighborhood guides',
    text: 'The coffee, the schools, the parks: content buyers save and share.',
  },
  {
    title: 'Market updates',
    text: 'A monthly newsletter that makes you the person people ask about prices.',
  },
  {
    title: 'Just listed, just sold',
    text: 'Graphics and captions ready the day a sign goes up or comes down.',
  },
];

const problems = [
  'Posting in bursts between closings, then going quiet for weeks',
  'Listing photos that look like every other agent’s',
  'No time to write the newsletter your sphere would actually read',
  'Referrals that depend on people remembering you',
];

export function HunterPage() {
  const { contacts } = useSiteLinks();
  // At the price /brandfuel sells it at today: the launch sale's price only while it runs.
  const saleIsOver = useSiteState()?.offers.brandFuelSaleIsOver ?? false;
  const [starter] = brandFuelPlansNow(saleIsOver, useCatalogueDollars());
  const { nameOf } = useCatalogueWords();
  return (
    <>
      <section aria-labelledby="hunter-title" className="relative isolate">
        <HeroGlow />
        <div className="mx-auto max-w-4xl px-5 pb-16 pt-16 text-center sm:px-8 sm:pt-24">
          <p className={offerStyles.eyebrow}>For real estate agents</p>
          <h1 id="hunter-title" className={offerStyles.heroTitle}>
            Be the agent your town <span className={offerStyles.gradientText}>already knows.</span>
          </h1>
          <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-ink-300 sm:text-xl">
            Buyers and sellers choose the agent they have been seeing for months. BrandFuel keeps
            you in their feed and their inbox every week, while you stay with clients.
          </p>
          <div className="mt-10 flex justify-center">
            <Link to="/brandfuel" className={offerStyles.primaryButton}>
              See the BrandFuel plans
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="hunter-problems-title" className={offerStyles.section}>
        <SectionHeading
          id="hunter-problems-title"
          eyebrow="The problem"
          title="Great agents, invisible between deals."
        />
        {/* Statements in large type, one to a line: the reader should recognise their week. */}
        <ul className="offer-statements">
          {problems.map((problem) => (
            <li key={problem} className="offer-statement">
              {problem}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hunter-content-title" className={offerStyles.section}>
        <SectionHeading
          id="hunter-content-title"
          eyebrow="Made for agents"
          title="A month of content that sounds like you and sells homes."
        />
        <RuledRows rows={contentIdeas} />
      </section>
      <section aria-labelledby="hunter-cta-title" className={offerStyles.section}>
        <div className="grid gap-8 rounded-[2rem] border border-signal-500/40 bg-gradient-to-br from-signal-600/20 via-ink-900 to-ink-900 p-6 sm:p-10 lg:grid-cols-2 lg:items-center lg:p-14">
          <div>
            <h2
              id="hunter-cta-title"
              className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
            >
              Start with a month and see the difference.
            </h2>
            {starter && (
              <p className="mt-4 text-lg text-ink-300">
                {nameOf(starter.productKey, starter.title)} is {formatDollars(starter.price)} for{' '}
                {starter.duration}: {starter.counts.videos} videos, {starter.counts.photos} photos
                and {starter.counts.graphics} graphics, plus blogs and newsletters.
              </p>
            )}
          </div>
          <div className="flex flex-col gap-4">
            <CheckList
              items={[
                'No contract beyond your plan',
                'Your brand and your voice',
                'Ready to post, captions included',
              ]}
            />
            <div className="flex flex-wrap gap-3">
              <Link to="/brandfuel" className={offerStyles.primaryButton}>
                Choose a BrandFuel plan
              </Link>
              <a
                href={mailto(contacts.general, 'BrandFuel for my real estate business')}
                className={offerStyles.secondaryButton}
              >
                <Mail aria-hidden="true" className="size-4" />
                Ask a question
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
