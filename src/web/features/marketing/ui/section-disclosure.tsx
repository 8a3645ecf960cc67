import { useState } from 'react';
import { marketingStyles } from './marketing-styles';

/**
 * The body of a home section that folds away on a phone: a native <details>. At most two
 * per page (issue 33); the other sections are edited down on a phone instead (their
 * heading and main content, the rest `max-md:hidden`), as a fold hides what a visitor
 * came for. A native <details> (it opens without JavaScript, and Chrome opens it for a #hash
 * or find-in-page match inside). From 768 px wide app.css keeps it open and hides the
 * summary, so tablets and desktops see the section as before.
 *
 * An island replaces its pre-rendered HTML when it goes live; the live version starts in
 * whatever state the visitor left the pre-rendered one, so a fold opened just before
 * does not snap shut.
 */
export function SectionDisclosure({
  id,
  summary,
  lead,
  children,
}: {
  id: string;
  summary: string;
  /** The section's lead paragraph, folded with the rest on a phone. */
  lead?: string;
  children: React.ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.querySelector<HTMLDetailsElement>(`details[data-disclosure="${id}"]`)?.open === true,
  );
  return (
    <details
      data-disclosure={id}
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="section-disclosure group"
    >
      <summary className="mt-6 flex cursor-pointer list-none items-center justify-between gap-3 rounded-full border border-ink-700 bg-ink-900/60 px-5 py-3 text-sm font-semibold text-ink-100 marker:hidden hover:border-ink-400 md:hidden [&::-webkit-details-marker]:hidden">
        <span>
          <span className="group-open:hidden">Show </span>
          <span className="hidden group-open:inline">Hide </span>
          {summary}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      {lead && <p className={marketingStyles.lead}>{lead}</p>}
      {children}
    </details>
  );
}
