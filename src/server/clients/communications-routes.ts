import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientIdParamsSchema } from '../../shared/schemas/clients.ts';
import {
  communicationListSchema,
  communicationSchema,
  emailTemplateListSchema,
  sendEmailSchema,
  sendSmsSchema,
} from '../../shared/schemas/communications.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireUser, signedInUser } from '../http/request-authentication.ts';
import { getCommunications, trackEmail, trackSms } from './communications-service.ts';
import { getEmailTemplates } from './email-templates-service.ts';

export interface CommunicationsRoutesOptions {
  database: Database;
}

const errors = errorResponses(400, 401, 404, 422);

/** A client's email and SMS log, and the templates the Send Email form picks from. */
export const communicationsRoutes: FastifyPluginAsyncZod<CommunicationsRoutesOptions> = async (
  app,
  { database },
) => {
  const { db } = database;
  // Signed-out callers get 401 before their body is validated.
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/clients/:clientId/communications',
    {
      schema: {
        params: clientIdParamsSchema,
        response: { 200: communicationListSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { clientId } = request.params;
      return { communications: await getCommunications({ db, userId: user.id, clientId }) };
    },
  );

  app.post(
    '/api/clients/:clientId/emails',
    {
      schema: {
        params: clientIdParamsSchema,
        body: sendEmailSchema,
        response: { 201: communicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { clientId } = request.params;
      const email = await trackEmail({ db, userId: user.id, clientId, ...request.body });
      return reply.status(201).send(email);
    },
  );

  app.post(
    '/api/clients/:clientId/sms',
    {
      schema: {
        params: clientIdParamsSchema,
        body: sendSmsSchema,
        response: { 201: communicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { clientId } = request.params;
      const sms = await trackSms({ db, userId: user.id, clientId, ...request.body });
      return reply.status(201).send(sms);
    },
  );

  app.get(
    '/api/email-templates',
    { schema: { response: { 200: emailTemplateListSchema, ...errorResponses(401) } } },
    async (request) => {
      signedInUser(request);
      return { templates: await getEmailTemplates(db) };
    },
  );
};
