import { ArrowRight, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteLinks } from '~/web/lib/site-links';
import { ExternalLink } from '~/web/components/ui/external-link';
import { marketingStyles } from '../ui/marketing-styles';

const transformations = [
  { from: 'Explaining yourself differently every call', to: 'One sentence clients repeat for you' },
  { from: 'A website nobody finishes reading', to: 'A platform that books and sells' },
  { from: 'Answering the same questions daily', to: 'An AI assistant in your own voice' },
  { from: 'Posting when there is time', to: 'A content engine that never stops' },
];

/** The simple home: hero, the problem, and what changes. */
export function StaticHomeIntro() {
  const { booking } = useSiteLinks();
  return (
    <>
      <section aria-labelledby="static-hero-title" className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute -top-48 left-1/2 -z-10 h-[34rem] w-[52rem] max-w-[160vw] -translate-x-1/2 rounded-full bg-signal-600/20 blur-3xl"
        />
        <div className="mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 sm:py-28">
          <p className={marketingStyles.eyebrow}>Brand strategy · AI · Custom software</p>
          <h1
            id="static-hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl"
          >
            Clarity first.{' '}
            <span className={marketingStyles.gradientText}>Then systems that scale it.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-300">
            Signal Studio helps founders and small teams find what makes them different and build
            the brand, platform and AI that carry it.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ExternalLink href={booking.spark} className={marketingStyles.primaryButton}>
              <CalendarClock aria-hidden="true" className="size-4" />
              Book SPARK
            </ExternalLink>
            <Link to="/products" className={marketingStyles.secondaryButton}>
              Explore The Stack
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="problem-title" className="static-section">
        <p className={marketingStyles.eyebrow}>The problem</p>
        <h2 id="problem-title" className={marketingStyles.heading}>
          Great businesses stay invisible when their signal is buried in noise.
        </h2>
        <p className={marketingStyles.lead}>
          More tools, more posts and more ads do not fix a message that does not land. They make the
          noise louder. The fix starts with clarity and ends with systems built on it.
        </p>
      </section>
      <section aria-labelledby="transformation-title" className="static-section">
        <p className={marketingStyles.eyebrow}>Before and after</p>
        <h2 id="transformation-title" className={marketingStyles.heading}>
          The transformation
        </h2>
        <table className="static-shift">
          <thead>
            <tr>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {transformations.map((item) => (
              <tr key={item.from}>
                <td>{item.from}</td>
                <td>{item.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
