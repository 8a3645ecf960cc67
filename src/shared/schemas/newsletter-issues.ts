import { z } from 'zod';

/** The admin Transmission screen (GET/POST /api/admin/transmission/…). */

export const issueStatuses = ['draft', 'scheduled', 'sending', 'sent', 'paused'] as const;
export type IssueStatus = (typeof issueStatuses)[number];

export const issueInputSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject')
    .max(150, 'At most 150 characters')
    .refine((value) => !/[\r\n]/.test(value), 'One line only'),
  preview: z.string().trim().max(200, 'At most 200 characters'),
  body: z.string().trim().min(1, 'Write the issue').max(20_000, 'At most 20,000 characters'),
  /** The published article the issue links to, if any. */
  articleSlug: z.string().max(120).nullable(),
});
export type IssueInput = z.infer<typeof issueInputSchema>;

export const issueParamsSchema = z.object({ id: z.uuid() });

/** "now", or an instant in the future. */
export const scheduleIssueSchema = z.object({
  sendAt: z.union([z.literal('now'), z.iso.datetime({ offset: true })]),
});
export type ScheduleIssueInput = z.infer<typeof scheduleIssueSchema>;

export const issueCountsSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Queued or being sent. */
  remaining: z.number().int(),
  /** Dropped: the recipient unsubscribed before their copy went out, or no SMTP. */
  notSent: z.number().int(),
  /** Unsubscribed with this as the last issue they were sent (issue-unsubscribe-counts.ts). */
  unsubscribes: z.number().int(),
});
export type IssueCounts = z.infer<typeof issueCountsSchema>;

export const issueSchema = z.object({
  id: z.string(),
  subject: z.string(),
  preview: z.string(),
  body: z.string(),
  articleSlug: z.string().nullable(),
  status: z.enum(issueStatuses),
  sendAt: z.string().nullable(),
  testSentAt: z.string().nullable(),
  updatedAt: z.string(),
  queuedAt: z.string().nullable(),
  counts: issueCountsSchema,
});
export type NewsletterIssue = z.infer<typeof issueSchema>;

export const transmissionOverviewSchema = z.object({
  issues: z.array(issueSchema),
  subscribers: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    unsubscribed: z.number().int(),
    suppressed: z.number().int(),
  }),
  /** What the forms promise, and the default send time of a new schedule. */
  schedule: z.object({ promise: z.string(), nextSlot: z.string(), timeZone: z.string() }),
  articles: z.array(z.object({ slug: z.string(), title: z.string(), excerpt: z.string() })),
});
export type TransmissionOverview = z.infer<typeof transmissionOverviewSchema>;

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed', 'suppressed'] as const;

export const subscriberQuerySchema = z.object({
  /** Part of an address, any case. */
  q: z.string().trim().max(254).optional(),
  status: z.enum(subscriberStatuses).optional(),
});
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

export const subscriberListSchema = z.object({
  subscribers: z.array(
    z.object({
      email: z.string(),
      status: z.enum(subscriberStatuses),
      source: z.string(),
      createdAt: z.string(),
      confirmedAt: z.string().nullable(),
      unsubscribedAt: z.string().nullable(),
    }),
  ),
  hasMore: z.boolean(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;
