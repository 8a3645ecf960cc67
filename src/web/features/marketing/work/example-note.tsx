/**
 * Said on every seeded, fictional case until the studio replaces it with its own; cards
 * say it short, the case's own page and the lead panel in full. Worded for the visitor,
 * who reads it, not for the studio, which knows.
 */
export function ExampleNote({
  className = '',
  isShort = false,
}: {
  className?: string;
  isShort?: boolean;
}) {
  return (
    // A span: the note also sits inside a card's paragraph.
    <span
      className={`inline-flex shrink-0 rounded-full border border-ink-700 bg-ink-950/80 px-3 py-1 text-xs font-medium text-ink-300 ${className}`}
    >
      {isShort ? 'Fictional example' : 'A fictional example, drawn to show how we work'}
    </span>
  );
}
