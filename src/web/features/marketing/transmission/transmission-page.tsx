import { ArrowDown, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { NewsletterSignup } from '../newsletter/newsletter-signup';
import { marketingStyles } from '../ui/marketing-styles';
import { ArticleCard } from './article-card';
import { newsletterKind, newsletterWhen } from '~/shared/newsletter/newsletter-promise';
import { useSiteSettings } from '~/web/lib/site-settings';
import { useTransmission } from '~/web/lib/transmission-content';
import { TransmissionStatus } from './transmission-status';

/** How many issues after the featured one the page lists; the feed has the rest. */
const recentCount = 12;

export function TransmissionPage() {
  const newsletter = useSiteSettings().newsletter;
  const transmission = useTransmission();
  const articles = transmission.status === 'ready' ? transmission.content.articles : [];
  const [featured, ...recent] = articles;
  return (
    <div className="relative isolate overflow-x-clip">
      <div aria-hidden="true" className="page-glow" />
      <header className="index-hero">
        <p className={`${marketingStyles.eyebrow} flex items-center gap-2`}>
          <Radio aria-hidden="true" className="size-4" />
          {newsletterKind(newsletter)}
        </p>
        <h1 className="index-title">The Transmission</h1>
        <p className={marketingStyles.lead}>
          One sharp idea on brand, AI and business systems, sent {newsletterWhen(newsletter)}. Read
          it in five minutes; use it the same day.
        </p>
        <Link to="#subscribe" className={`${marketingStyles.primaryButton} mt-8`}>
          Subscribe Now
          <ArrowDown aria-hidden="true" className="size-4" />
        </Link>
      </header>
      {transmission.status !== 'ready' || !featured ? (
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
          <TransmissionStatus state={transmission} empty="The first transmission is on its way." />
        </div>
      ) : (
        <>
          <section
            aria-label="Featured transmission"
            className="mx-auto max-w-6xl px-5 pt-16 sm:px-8"
          >
            <ArticleCard article={featured} timeZone={newsletter.timeZone} isFeatured />
          </section>
          {recent.length > 0 && (
            <section
              aria-labelledby="recent-title"
              className="mx-auto max-w-6xl px-5 py-16 sm:px-8"
            >
              <h2 id="recent-title" className="list-title">
                Recent transmissions
              </h2>
              <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {recent.slice(0, recentCount).map((article) => (
                  <li key={article.slug}>
                    <ArticleCard article={article} timeZone={newsletter.timeZone} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <section aria-labelledby="subscribe-title" className="mx-auto max-w-6xl px-5 pb-24 sm:px-8">
        <div className="grid gap-8 closing-panel lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="subscribe-title" className="section-title">
              Get the next transmission
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink-300">
              Free, five minutes to read. Written by the strategists who run SPARK sessions.
            </p>
          </div>
          <NewsletterSignup />
        </div>
      </section>
    </div>
  );
}
