export interface Fact {
  value: string;
  label: string;
}

/**
 * The hero's strip of figures under a rule, three across even on a phone, each figure
 * above its label (the label is the term, so it comes first in the markup). The offer
 * pages shared this markup by copy (issue 31).
 */
export function FactsStrip({
  facts,
  className = 'mt-14',
  keepsValuesOnOneLine = false,
}: {
  facts: readonly Fact[];
  className?: string;
  /** For short values a wrap would split ("Spring 2026"). */
  keepsValuesOnOneLine?: boolean;
}) {
  return (
    <dl
      className={`mx-auto grid max-w-3xl grid-cols-3 gap-4 border-t border-ink-800 pt-8 ${className}`}
    >
      {facts.map((fact) => (
        <div key={fact.label} className="fact-cell">
          <dt className="mt-1 text-xs text-ink-400 sm:text-sm">{fact.label}</dt>
          <dd
            className={`text-xl font-semibold tracking-tight text-ink-100 sm:text-3xl ${keepsValuesOnOneLine ? 'whitespace-nowrap' : ''}`}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
