import { z } from 'zod';

/** The admin Outbox (GET /api/admin/outbox and friends). */

export const outboxStatuses = [
  'queued',
  'sending',
  'sent',
  'failed',
  'cancelled',
  'unsent',
] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxQuerySchema = z.object({
  /** Part of a recipient's address, any case. */
  q: z.string().trim().max(254).optional(),
  status: z.enum(outboxStatuses).optional(),
  /** The created_at of the last mail of the previous page (newest first). */
  before: z.iso.datetime().optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  /** When it is due (queued), or its next try after a temporary failure. */
  dueAt: z.iso.datetime(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  isMarketing: z.boolean(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListSchema = z.object({
  mails: z.array(outboxMailSchema),
  /** Without SMTP_URL nothing is sent: the Outbox is where mails are read. */
  isSmtpConfigured: z.boolean(),
  hasMore: z.boolean(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMailDetailSchema = outboxMailSchema.extend({
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  attachments: z.array(z.string()),
  smtpResponse: z.string().nullable(),
  /** The body shown is the kept copy: its one-time link was removed. */
  isRedacted: z.boolean(),
});
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;

export const outboxMailParamsSchema = z.object({ id: z.uuid() });
