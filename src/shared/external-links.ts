/**
 * Every address outside this site that the pages link to, in one place so the studio can
 * change a calendar or a social profile without touching components. Calls are booked on
 * the site itself (`src/shared/booking/booking-paths.ts`).
 */
export const externalLinks = {
  /** The SPARK Session stays here until paid kinds go through the site's checkout. */
  sparkSession: 'https://calendly.com/signal-studio/spark-session',
  supportCall: 'https://calendly.com/signal-studio/support-call',
  social: {
    linkedin: 'https://www.linkedin.com/company/signal-studio',
    instagram: 'https://www.instagram.com/signal.studio',
    youtube: 'https://www.youtube.com/@signal-studio',
    x: 'https://x.com/signalstudio',
  },
} as const;

export const contactEmails = {
  hello: 'hello@signal.studio',
  team: 'team@signal.studio',
  support: 'support@signal.studio',
} as const;

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
