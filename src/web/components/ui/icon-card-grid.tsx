import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

const columnStyle = {
  two: 'sm:grid-cols-2',
  three: 'sm:grid-cols-2 lg:grid-cols-3',
} as const;

/**
 * A grid of cards, each an icon, a title and a sentence: the one markup the public pages
 * that still list things this way share (issue 31), so a later change of the card's look
 * is made once. Use it sparingly: issue 33 replaced most such grids with type and figures.
 */
export function IconCardGrid({
  items,
  columns = 'three',
  className = 'mt-12',
}: {
  items: readonly IconCard[];
  columns?: keyof typeof columnStyle;
  className?: string;
}) {
  return (
    <ul className={`grid gap-4 ${columnStyle[columns]} ${className}`}>
      {items.map(({ icon: Icon, title, text }) => (
        // On a phone the icon sits beside the words: stacked, six cards ran two screens.
        <li
          key={title}
          className="flex gap-4 rounded-3xl border border-ink-800 bg-ink-900/70 p-5 sm:block sm:p-8"
        >
          <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-signal-400" />
          <div>
            <h3 className="text-lg font-semibold tracking-tight text-ink-100 sm:mt-4">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-300 sm:mt-2">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
