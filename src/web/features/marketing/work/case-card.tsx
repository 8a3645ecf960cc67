import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { casePath, type PublishedCase } from '~/shared/work/work-content';
import { CasePicture } from './case-picture';
import { ExampleNote } from './example-note';

/** One case on a list: its picture, client, what changed; the client's name opens it. */
export function CaseCard({
  work,
  headingLevel = 3,
  sizes = '(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw',
  isCompact = false,
  isWide = false,
}: {
  work: PublishedCase;
  headingLevel?: 2 | 3;
  sizes?: string;
  /** On pages about something else: below 640 px only the picture, client and a figure. */
  isCompact?: boolean;
  /** Alone in its section: from 768 px the picture sits beside the text, not above it. */
  isWide?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const figure = work.outcomes[0];
  return (
    <article className={isWide ? 'case-card case-card-wide' : 'case-card'}>
      {/* Compact on a phone: a wider crop of the art and less padding, a card a few lines shorter. */}
      <CasePicture
        work={work}
        sizes={sizes}
        isDecorative
        className={isCompact ? 'max-sm:aspect-[2/1] max-sm:object-cover' : ''}
      />
      <div className={`flex flex-1 flex-col p-6 ${isCompact ? 'max-sm:p-5' : ''}`}>
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-signal-400">
          {work.sector}
        </p>
        <Heading className="mt-3 text-xl font-semibold text-ink-100">
          <Link to={casePath(work.slug)} className="card-link">
            {work.client}
          </Link>
        </Heading>
        <p
          className={`mt-2 flex-1 text-sm leading-relaxed text-ink-300 ${isCompact ? 'max-sm:hidden' : ''}`}
        >
          {work.summary}
        </p>
        {figure && (
          <p className={`mt-5 flex items-baseline gap-3 ${isCompact ? 'max-sm:mt-3' : ''}`}>
            <span className="text-3xl font-semibold tracking-tight text-ink-100">
              {figure.value}
            </span>
            {/* Two lines held for every label, so the figures of cards side by side line up
                whether their labels wrap or not. */}
            <span className="text-sm text-ink-300 sm:min-h-[2lh]">{figure.label}</span>
          </p>
        )}
        <p
          className={`mt-5 flex flex-wrap items-center justify-between gap-3 ${isCompact ? 'max-sm:mt-3' : ''}`}
        >
          <ReadTheCase />
          {work.isExample && <ExampleNote isShort />}
        </p>
      </div>
    </article>
  );
}

/** The card's call to read on; the client's name is the link, whose box covers the card. */
export function ReadTheCase() {
  return (
    <span aria-hidden="true" className="more-link">
      Read the case
      <ArrowRight className="size-4" />
    </span>
  );
}
