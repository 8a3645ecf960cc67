/** Said on every seeded, fictional case until the studio replaces it with its own. */
export function ExampleNote({ className = '' }: { className?: string }) {
  return (
    // A span: the note also sits inside a card's paragraph.
    <span
      className={`inline-flex rounded-full border border-ink-700 bg-ink-950/80 px-3 py-1 text-xs font-medium text-ink-300 ${className}`}
    >
      Example work: the studio replaces it with its own
    </span>
  );
}
