import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PublishedCase } from '~/shared/work/work-content';
import { SnapRail, railItem } from '~/web/components/ui/snap-rail';
import { useWork } from '~/web/lib/work-content';
import { marketingStyles } from '../ui/marketing-styles';
import { CaseCard } from './case-card';

/**
 * The work that fits the page it sits on (/products' and each offer page's own), in the
 * HTML the server sends. Nothing at all while none fits.
 */
export function FittingWork({
  page,
}: {
  /** The page's path: the server chose the cases. */ page: string;
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
            Work that fits
          </h2>
        </div>
        <AllWorkLink />
      </div>
      <WorkRail cases={cases} label="Work that fits" />
    </section>
  );
}

/** The home page's featured work, inside its testimonials: the proof beside the praise. */
export function FeaturedWork({ page }: { page: string }) {
  const work = useWork(page);
  const cases = work.status === 'ready' ? work.content.cases : [];
  if (cases.length === 0) return null;
  return (
    <div className="md:mt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h3 className="text-2xl font-semibold tracking-tight text-ink-100 sm:text-3xl">
          Recent work
        </h3>
        <AllWorkLink />
      </div>
      <WorkRail cases={cases} label="Recent work" />
    </div>
  );
}

function AllWorkLink() {
  return (
    <Link
      to="/work"
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-signal-300 hover:text-signal-200"
    >
      See all work
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** A rail below 1024 px: stacked, three cards would add two phone screens. */
function WorkRail({ cases, label }: { cases: readonly PublishedCase[]; label: string }) {
  // One case is no rail: as a third-wide card it left two thirds of the row empty.
  if (cases.length === 1) {
    return (
      <div className="mt-5 sm:mt-8">
        <CaseCard work={cases[0]!} isCompact isWide sizes="(min-width: 768px) 50vw, 100vw" />
      </div>
    );
  }
  return (
    <div className="mt-5 sm:mt-8">
      <SnapRail label={label} from="lg">
        {cases.map((one) => (
          <li key={one.slug} className={railItem.lg}>
            <CaseCard work={one} isCompact sizes="(min-width: 1024px) 24rem, 82vw" />
          </li>
        ))}
      </SnapRail>
    </div>
  );
}
