import { ArrowRight, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { articlePath, formatPublishedDate, formatReadTime } from '~/shared/marketing/articles';
import { useTransmission } from '~/web/lib/transmission-content';
import { NewsletterSignup } from '../newsletter/newsletter-signup';
import { marketingStyles } from '../ui/marketing-styles';
import { newsletterKind, newsletterWhen } from '~/shared/newsletter/newsletter-promise';
import { useSiteSettings } from '~/web/lib/site-settings';

/** How many recent issues the home page samples; the newsletter page shows six. */
const sampleSize = 3;

export default function TransmissionSection() {
  const newsletter = useSiteSettings().newsletter;
  const transmission = useTransmission();
  const latest = transmission.status === 'ready' ? transmission.content.articles : [];
  return (
    <section
      id="transmission"
      aria-labelledby="transmission-title"
      className={marketingStyles.section}
    >
      <div
        data-reveal=""
        className={`relative overflow-hidden rounded-[2rem] border border-ink-700 bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-5 sm:p-12 ${marketingStyles.reveal}`}
      >
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 size-72 rounded-full bg-signal-500/20 blur-3xl"
        />
        <div className="relative grid gap-6 sm:gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <p className={`${marketingStyles.eyebrow} flex items-center gap-2`}>
              <Radio aria-hidden="true" className="size-4" />
              {newsletterKind(newsletter)}
            </p>
            <h2 id="transmission-title" className={marketingStyles.heading}>
              The Transmission
            </h2>
            <p className={marketingStyles.lead}>
              One sharp idea on brand, AI and systems, in your inbox {newsletterWhen(newsletter)}.
              Five minutes to read, useful the same day.
            </p>
            <div className="mt-8 max-w-lg">
              <NewsletterSignup />
            </div>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-ink-300 max-md:hidden">
              Recent transmissions
            </h3>
            {/* A phone links to the issues: the sign-up is this section's one job there. */}
            <ul className="mt-4 space-y-3 max-md:hidden">
              {latest.slice(0, sampleSize).map((article) => (
                <li
                  key={article.slug}
                  className="rounded-2xl border border-ink-700/80 bg-ink-950/60 p-5"
                >
                  <p className="text-xs text-ink-400">
                    <span className="font-semibold text-pulse-400">{article.category}</span> ·{' '}
                    <time dateTime={article.publishedAt}>
                      {formatPublishedDate(article.publishedAt, newsletter.timeZone)}
                    </time>{' '}
                    · {formatReadTime(article.readMinutes)}
                  </p>
                  <Link
                    to={articlePath(article.slug)}
                    className="mt-2 block font-semibold text-ink-100 hover:text-signal-300"
                  >
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/transmission" className="mt-5 more-link hover:text-signal-400">
              Read The Transmission
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
