import '../http/request-user.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contactLeadSchema, leadCreatedSchema } from '../../shared/schemas/lead.ts';
import type { Database } from '../db/database.ts';
import { errorBodySchema } from '../http/error-schema.ts';
import { userOptional } from '../http/request-authentication.ts';
import { insertLead } from './leads-repository.ts';

export interface LeadsRoutesOptions {
  database: Database;
}

/** Contact submissions per client address: enough for people, too few for a spam run. */
export const contactRateLimit = { max: 10, timeWindow: '10 minutes' } as const;

export const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (app, { database }) => {
  app.post(
    '/api/leads',
    {
      // Signed-in callers are recorded as the lead's user; a stale token is not an error.
      config: { rateLimit: contactRateLimit, ...userOptional },
      schema: {
        body: contactLeadSchema,
        response: { 201: leadCreatedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { website, ...lead } = request.body;
      // A filled honeypot is a bot: answer as if stored, so it learns nothing, and store nothing.
      if (website) {
        request.log.info('contact form honeypot filled; submission dropped');
        return reply.status(201).send({ ok: true });
      }
      await insertLead(database.db, {
        name: lead.name,
        email: lead.email,
        company: lead.company ?? null,
        phone: lead.phone ?? null,
        message: lead.message,
        source: 'contact',
        user_id: request.user?.id ?? null,
      });
      return reply.status(201).send({ ok: true });
    },
  );
};

export type LeadCreated = z.infer<typeof leadCreatedSchema>;
