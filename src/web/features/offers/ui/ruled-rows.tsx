import type { ReactNode } from 'react';

export interface RuledRow {
  title: string;
  text: ReactNode;
}

/**
 * Items as rows of large type between rules, the title left and its sentence right from
 * tablet width: the offer pages' alternative to a grid of icon cards (issue 33), which
 * reads as a statement rather than a feature list. Numbered rows are an ordered list.
 */
export function RuledRows({
  rows,
  isNumbered = false,
}: {
  rows: readonly RuledRow[];
  isNumbered?: boolean;
}) {
  const List = isNumbered ? 'ol' : 'ul';
  return (
    <List className="mt-6 divide-y divide-ink-800 border-y border-ink-800 sm:mt-12">
      {rows.map((row, index) => (
        <li
          key={row.title}
          className="grid gap-x-10 gap-y-1 py-3 sm:py-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-baseline"
        >
          <h3 className="flex items-baseline gap-3 text-xl font-semibold tracking-tight text-balance text-ink-100 sm:gap-4 sm:text-4xl">
            {isNumbered && (
              <span aria-hidden="true" className="font-mono text-sm text-signal-400">
                {String(index + 1).padStart(2, '0')}
              </span>
            )}
            {row.title}
          </h3>
          <p className="text-sm leading-relaxed text-pretty text-ink-300 sm:text-lg">{row.text}</p>
        </li>
      ))}
    </List>
  );
}
