/** Class names the marketing pages share, so cards and headings look the same everywhere. */
export const marketingStyles = {
  section: 'relative mx-auto max-w-6xl px-5 py-5 sm:px-8 sm:py-20',
  eyebrow: 'text-xs font-semibold uppercase tracking-[0.22em] text-signal-400',
  // The offer pages' phone size (28 px): one type scale, and a line saved on long headings.
  heading:
    'mt-3 text-[1.75rem]/tight font-semibold tracking-tight text-balance text-ink-100 sm:text-5xl',
  lead: 'mt-4 max-w-2xl text-base leading-relaxed sm:mt-5 sm:text-lg text-pretty text-ink-300',
  card: 'rounded-3xl border border-ink-800 bg-ink-900/70 p-6 sm:p-8',
  cardHover: 'transition-colors hover:border-ink-600',
  gradientText:
    'bg-gradient-to-r from-signal-300 via-signal-400 to-pulse-400 bg-clip-text text-transparent',
  primaryButton:
    'inline-flex items-center justify-center gap-2 rounded-full bg-signal-500 px-7 py-3.5 text-base font-semibold text-ink-950 transition-colors hover:bg-signal-400',
  secondaryButton:
    'inline-flex items-center justify-center gap-2 rounded-full border border-ink-600 px-7 py-3.5 text-base font-semibold text-ink-100 transition-colors hover:border-ink-400 hover:bg-ink-800',
  /**
   * Elements that fade in as they scroll into view; see use-reveal-on-scroll.ts. Only the
   * reveal is animated: hiding the sections below the fold right after load is instant,
   * rather than dozens of transitions (and their events) nobody sees.
   */
  reveal:
    'data-[reveal-state=hidden]:translate-y-6 data-[reveal-state=hidden]:opacity-0 motion-safe:data-[reveal-state=shown]:transition motion-safe:data-[reveal-state=shown]:duration-700 motion-safe:data-[reveal-state=shown]:ease-out',
} as const;
