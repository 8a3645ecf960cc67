import '../http/request-user.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contactLeadSchema, leadCreatedSchema } from '../../shared/schemas/lead.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { limitRequests, type RateLimitRule } from '../rate-limits/rate-limiter.ts';
import { userOptional } from '../http/request-authentication.ts';
import { leadServices, type LeadMailOptions } from './lead-mail.ts';
import { submitContactLead } from './lead-signups.ts';
import { trackRequestEvent } from '../analytics/collection-service.ts';

export interface LeadsRoutesOptions {
  database: Database;
  mail: LeadMailOptions;
}

/** Contact submissions per client address: enough for people, too few for a spam run. */
export const contactRateLimit: RateLimitRule = { max: 10, windowSeconds: 10 * 60 };

export const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (
  app,
  { database, mail },
) => {
  app.post(
    '/api/leads',
    {
      // Signed-in callers are recorded as the lead's user; a stale token is not an error.
      config: userOptional,
      preValidation: limitRequests(database.db, { name: 'contact', rule: contactRateLimit }),
      schema: {
        body: contactLeadSchema,
        response: { 201: leadCreatedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { stored } = await submitContactLead(
        leadServices(database.db, mail),
        request.body,
        request.user?.id ?? null,
      );
      // A bot that filled the honeypot gets the same answer as a person.
      if (!stored) request.log.info('contact form honeypot filled; submission dropped');
      else trackRequestEvent(database.db, request, 'lead_form_sent');
      return reply.status(201).send({ ok: true });
    },
  );
};

export type LeadCreated = z.infer<typeof leadCreatedSchema>;
