import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  outboxListSchema,
  outboxMailDetailSchema,
  outboxMailParamsSchema,
  outboxQuerySchema,
  type OutboxMail,
} from '../../shared/schemas/outbox.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import {
  findOutboxMail,
  listOutbox,
  outboxPageSize,
  requeueMail,
} from './outbox-admin-repository.ts';
import { holdsSecret, renderStoredMail, type RenderSettings } from './render-mail.ts';

export interface OutboxAdminRoutesOptions {
  db: Kysely<DB>;
  renderSettings: () => Promise<RenderSettings>;
  isSmtpConfigured: boolean;
  wake: () => void;
  clock: Clock;
}

const errors = errorResponses(400, 401, 403);

type ListedRow = Awaited<ReturnType<typeof listOutbox>>[number];

function toMail(row: ListedRow): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    dueAt: row.due_at.toISOString(),
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    isMarketing: row.list !== null,
  };
}

/**
 * The admin Outbox: every mail, searchable by recipient; one mail's HTML and text (the
 * copy kept once sent, or rendered now); a failed one queued again. Without SMTP_URL it
 * is where mails are read, reset links included; with SMTP a one-time link is never
 * shown to an admin (it would let them into someone's account).
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod<OutboxAdminRoutesOptions> = async (
  app,
  { db, renderSettings, isSmtpConfigured, wake, clock },
) => {
  app.get(
    '/api/admin/outbox',
    {
      onRequest: requireAdmin(db),
      schema: { querystring: outboxQuerySchema, response: { 200: outboxListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listOutbox(db, request.query);
      return {
        mails: rows.slice(0, outboxPageSize).map(toMail),
        isSmtpConfigured,
        hasMore: rows.length > outboxPageSize,
      };
    },
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      onRequest: requireAdmin(db),
      schema: {
        params: outboxMailParamsSchema,
        response: { 200: outboxMailDetailSchema, ...errorResponses(404), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await findOutboxMail(db, request.params.id);
      if (!row) throw AppError.notFound('No such mail');
      // Mails from before the outbox kept only their text; the rest render from their data.
      const isRedacted = holdsSecret(row.kind) && (isSmtpConfigured || row.status === 'sent');
      const rendered = renderStoredMail(row, await renderSettings(), { redacted: isRedacted });
      return {
        ...toMail(row),
        html: rendered.html,
        text: row.body_text ?? rendered.text,
        headers: rendered.headers,
        attachments: rendered.attachments.map((attachment) => attachment.filename),
        smtpResponse: row.smtp_response,
        isRedacted,
      };
    },
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      onRequest: requireAdmin(db),
      schema: {
        params: outboxMailParamsSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          ...errorResponses(404, 409),
          ...errors,
        },
      },
    },
    async (request) => {
      const row = await findOutboxMail(db, request.params.id);
      if (!row) throw AppError.notFound('No such mail');
      if (!(await requeueMail(db, row.id, clock()))) {
        throw new AppError(409, 'not_retryable', 'Only a failed or unsent mail can be sent again.');
      }
      wake();
      return { ok: true as const };
    },
  );
};
