import type { ReactNode } from 'react';

export interface RuledRow {
  title: string;
  text: ReactNode;
}

/**
 * Items as rows of large type between rules, the title above its sentence on phones and
 * tablets and beside it (each half the width) from lg, where a long title still fits one
 * line: the offer pages' alternative to a grid of icon cards (issue 33), which
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
    <List className="offer-rows">
      {rows.map((row, index) => (
        <li key={row.title} className="offer-row">
          <h3 className="offer-row-title">
            {isNumbered && (
              <span aria-hidden="true" className="offer-row-number">
                {String(index + 1).padStart(2, '0')}
              </span>
            )}
            {row.title}
          </h3>
          <p className="offer-row-text">{row.text}</p>
        </li>
      ))}
    </List>
  );
}
