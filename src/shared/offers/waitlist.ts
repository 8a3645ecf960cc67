/**
 * The waitlist for an event's next edition, shown once an event is over. Kept free of
 * zod so the public pages can import it; the schema lives in schemas/waitlist.ts.
 */
export const waitlistEvents = ['spark-summit', 'webinar-series'] as const;
export type WaitlistEvent = (typeof waitlistEvents)[number];

/** The lead's message names the event: one lead per e-mail and message. */
export const waitlistLeadMessages: Record<WaitlistEvent, string> = {
  'spark-summit': 'Waitlist for the next Spark Summit edition',
  'webinar-series': 'Waitlist for the next Smarter in 30 webinar series',
};
