/**
 * Class names the offer pages share. They follow the marketing pages' look (same section
 * rhythm, eyebrow, heading scale and card shape); features may not import each other, so
 * the offers feature keeps its own copy.
 */
const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-full text-center sm:whitespace-nowrap font-semibold transition-colors aria-disabled:cursor-wait aria-disabled:opacity-70';
const large = 'px-7 py-3.5 text-base';

export const offerStyles = {
  // Phones get a tighter rhythm: the pages' length there is a goal of its own (issue 33).
  section: 'relative mx-auto max-w-6xl px-5 py-5 sm:px-8 sm:py-24',
  eyebrow: 'text-xs font-semibold uppercase tracking-[0.22em] text-signal-400',
  heroTitle:
    'mt-6 text-[2.25rem] font-semibold leading-[1.05] tracking-tight text-balance sm:text-6xl lg:text-7xl',
  heading:
    'mt-3 text-[1.75rem] leading-tight font-semibold sm:mt-4 sm:leading-none tracking-tight text-balance text-ink-100 sm:text-5xl',
  lead: 'mt-4 max-w-2xl text-base leading-relaxed text-pretty text-ink-300 sm:mt-5 sm:text-lg',
  card: 'rounded-3xl border border-ink-800 bg-ink-900/70 p-6 sm:p-8',
  cardTitle: 'text-lg font-semibold tracking-tight text-ink-100',
  cardText: 'mt-2 text-sm leading-relaxed text-ink-300',
  gradientText:
    'bg-gradient-to-r from-signal-300 via-signal-400 to-pulse-400 bg-clip-text text-transparent',
  chip: 'inline-flex items-center gap-2 rounded-full border border-ink-700 bg-ink-900/70 px-4 py-1.5 text-xs font-medium tracking-wide text-ink-300',
  primaryButton: `${buttonBase} ${large} bg-signal-500 text-ink-950 hover:bg-signal-400`,
  secondaryButton: `${buttonBase} ${large} border border-ink-600 text-ink-100 hover:border-ink-400 hover:bg-ink-800`,
  /** The slim header's one action. */
  headerButton: `${buttonBase} px-5 py-2.5 text-sm bg-signal-500 text-ink-950 hover:bg-signal-400`,
  textLink:
    'font-medium text-signal-300 underline decoration-signal-500/40 underline-offset-4 hover:decoration-signal-300',
} as const;

export type OfferButtonVariant = 'primary' | 'secondary';

export function offerButtonStyle(variant: OfferButtonVariant): string {
  return variant === 'primary' ? offerStyles.primaryButton : offerStyles.secondaryButton;
}
