/**
 * A row of cards that scrolls sideways on narrow screens instead of stacking into a tall
 * column, and lays out as a grid from `from` up (app.css: .snap-rail-sm, .snap-rail-lg,
 * styles kept in CSS, out of the pages' JavaScript). Everything stays in the page
 * (find-in-page, #anchors and screen readers reach every card); the rail takes keyboard
 * focus so it can be scrolled with the arrow keys. Cards inside use `railItem`.
 */
export const railItem = { sm: 'rail-item-sm', lg: 'rail-item-lg' } as const;

export function SnapRail({
  label,
  from,
  children,
}: {
  /** Names the scrollable region for screen readers and keyboard users. */
  label: string;
  /** The width from which the cards stop scrolling and sit in a grid. */
  from: keyof typeof railItem;
  children: React.ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`snap-rail-${from}`}>
      <ul className={`rail-list-${from}`}>{children}</ul>
    </div>
  );
}
