import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailTemplateInputSchema,
  emailTemplateSchema,
  templateIdParamsSchema,
} from '../../shared/schemas/communications.ts';
import {
  createEmailTemplate,
  editEmailTemplate,
  removeEmailTemplate,
} from '../clients/email-templates-service.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';

export interface AdminTemplatesRoutesOptions {
  database: Database;
}

const errors = errorResponses(400, 401, 403, 404, 409);

/** Email templates are shared by everyone, so only admins write them. */
export const adminTemplatesRoutes: FastifyPluginAsyncZod<AdminTemplatesRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;
  app.addHook('onRequest', requireAdmin(db));

  app.post(
    '/api/admin/email-templates',
    {
      schema: { body: emailTemplateInputSchema, response: { 201: emailTemplateSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createEmailTemplate({ db, values: request.body })),
  );

  app.put(
    '/api/admin/email-templates/:templateId',
    {
      schema: {
        params: templateIdParamsSchema,
        body: emailTemplateInputSchema,
        response: { 200: emailTemplateSchema, ...errors },
      },
    },
    async (request) =>
      editEmailTemplate({ db, templateId: request.params.templateId, values: request.body }),
  );

  app.delete(
    '/api/admin/email-templates/:templateId',
    { schema: { params: templateIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeEmailTemplate({ db, templateId: request.params.templateId });
      return reply.status(204).send(null);
    },
  );
};
