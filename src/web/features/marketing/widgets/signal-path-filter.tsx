import { ArrowRight, Compass } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  founderTypeOptions,
  pathFilterView,
  primaryNeedOptions,
  toggleFilter,
  type PathCaseStudy,
  type PathFilterState,
} from '~/shared/marketing/path-filter';
import { useTrackWhen } from '~/web/lib/use-track-when';
import { useScrollIntoViewOnAppear } from './use-focus-on-change';

const chipStyle =
  'rounded-full border px-4 py-2.5 text-sm font-semibold transition-colors aria-pressed:border-signal-400 aria-pressed:bg-signal-500 aria-pressed:text-ink-950 border-ink-600 text-ink-100 hover:border-ink-400';

interface ChipGroupProps<Value extends string> {
  label: string;
  options: { value: Value; label: string }[];
  selected: Value | undefined;
  onToggle: (value: Value) => void;
}

function ChipGroup<Value extends string>({
  label,
  options,
  selected,
  onToggle,
}: ChipGroupProps<Value>) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-300">{label}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected === option.value}
            onClick={() => onToggle(option.value)}
            className={chipStyle}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Find Your Signal Path: who you are and what you need, then a matching case study. */
export function SignalPathFilter() {
  const [filters, setFilters] = useState<PathFilterState>({});
  const view = pathFilterView(filters);
  useTrackWhen('path_filter_used', Object.values(filters).some(Boolean));
  // The case study shows beside the filters from 1024 px, below them on a phone.
  const resultRef = useScrollIntoViewOnAppear<HTMLDivElement>(view.kind === 'match');

  return (
    <div className="grid gap-4 sm:gap-8 lg:grid-cols-[1fr_1.4fr]">
      <div className="space-y-5 rounded-3xl border border-ink-800 bg-ink-900/70 p-5 sm:space-y-8 sm:p-8">
        <ChipGroup
          label="I am a"
          options={founderTypeOptions}
          selected={filters.founderType}
          onToggle={(value) =>
            setFilters((current) => ({
              ...current,
              founderType: toggleFilter(current.founderType, value),
            }))
          }
        />
        <ChipGroup
          label="I need most"
          options={primaryNeedOptions}
          selected={filters.primaryNeed}
          onToggle={(value) =>
            setFilters((current) => ({
              ...current,
              primaryNeed: toggleFilter(current.primaryNeed, value),
            }))
          }
        />
        <p className="text-xs text-ink-400 max-md:hidden">
          Click a selected option again to clear it.
        </p>
      </div>
      <div
        ref={resultRef}
        aria-live="polite"
        data-testid="path-result"
        className="scroll-mt-20 rounded-3xl border border-ink-700 bg-gradient-to-br from-ink-800/80 to-ink-900 p-5 sm:min-h-28 sm:p-8 md:min-h-72"
      >
        {view.kind === 'empty' && (
          // A phone sets the compass beside the prompt: the empty state is one short row.
          <div className="flex h-full items-center gap-4 text-ink-300 sm:flex-col sm:justify-center sm:text-center">
            <Compass aria-hidden="true" className="size-7 shrink-0 text-ink-400 sm:size-10" />
            <p className="max-w-sm">{view.prompt}</p>
          </div>
        )}
        {view.kind === 'partial' && (
          <div className="flex h-full flex-col justify-center gap-4">
            <p className="text-xl leading-relaxed text-ink-100">{view.description}</p>
            <p className="text-sm font-semibold text-signal-300">{view.request}</p>
          </div>
        )}
        {view.kind === 'match' && <CaseStudy caseStudy={view.caseStudy} />}
      </div>
    </div>
  );
}

function CaseStudy({ caseStudy }: { caseStudy: PathCaseStudy }) {
  return (
    <article>
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-pulse-400">Case study</p>
      <h3 className="mt-2 text-2xl font-semibold text-ink-100">{caseStudy.client}</h3>
      <dl className="mt-5 space-y-4 text-sm leading-relaxed">
        <div>
          <dt className="font-semibold text-ink-100">Challenge</dt>
          <dd className="mt-1 text-ink-300">{caseStudy.challenge}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-100">What we did</dt>
          <dd className="mt-1 text-ink-300">{caseStudy.approach}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-100">Result</dt>
          <dd className="mt-1 text-ink-100">{caseStudy.result}</dd>
        </div>
      </dl>
      <div className="mt-6 rounded-2xl border border-signal-500/40 bg-signal-500/10 p-5">
        <p className="text-sm text-ink-300">
          We recommend{' '}
          <strong className="text-signal-300">{caseStudy.recommendation.product}</strong>.{' '}
          {caseStudy.recommendation.reason}
        </p>
        <Link to={caseStudy.recommendation.href} className="mt-3 more-link hover:text-signal-400">
          See {caseStudy.recommendation.product}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
