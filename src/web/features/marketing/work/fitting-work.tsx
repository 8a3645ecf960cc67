import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useWork } from '../../../lib/work-content';
import { marketingStyles } from '../ui/marketing-styles';
import { CaseCard } from './case-card';

/**
 * The work that fits the page it sits on (the home page's featured cases, /products' and
 * each offer page's own), in the HTML the server sends. Nothing at all while none fits.
 */
export function FittingWork({
  page,
  heading = 'Work that fits',
}: {
  /** The page's path: the server chose the cases for it. */
  page: string;
  heading?: string;
}) {
  const work = useWork(page);
  const cases = work.status === 'ready' ? work.content.cases : [];
  if (cases.length === 0) return null;
  const headingId = `fitting-work-${page.replace(/[^a-z0-9]/g, '') || 'home'}`;
  return (
    <section aria-labelledby={headingId} className={marketingStyles.section}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className={marketingStyles.eyebrow}>Work</p>
          <h2 id={headingId} className={marketingStyles.heading}>
            {heading}
          </h2>
        </div>
        <Link
          to="/work"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-signal-300 hover:text-signal-200"
        >
          See all work
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {cases.map((one) => (
          <li key={one.slug}>
            <CaseCard work={one} />
          </li>
        ))}
      </ul>
    </section>
  );
}
