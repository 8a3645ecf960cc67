/** Class names shared by <button> and link-looking-like-a-button elements. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-signal-500 text-ink-950 hover:bg-signal-400`,
  secondary: `${base} border border-ink-600 text-ink-100 hover:border-ink-400 hover:bg-ink-800`,
  ghost: `${base} text-ink-100 hover:bg-ink-800`,
  danger: `${base} bg-red-600 text-white hover:bg-red-500`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;
