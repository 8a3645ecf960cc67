import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitlistJoinedSchema, waitlistSignupSchema } from '../../shared/schemas/waitlist.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { limitRequests, type RateLimitRule } from '../rate-limits/rate-limiter.ts';
import { leadServices, type LeadMailOptions } from './lead-mail.ts';
import { joinEventWaitlist } from './lead-signups.ts';

export interface WaitlistRoutesOptions {
  database: Database;
  mail: LeadMailOptions;
}

export const waitlistRateLimit: RateLimitRule = { max: 10, windowSeconds: 10 * 60 };

/** POST /api/waitlist: a lead for an event's next edition (201 new, 200 already listed). */
export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (
  app,
  { database, mail },
) => {
  app.post(
    '/api/waitlist',
    {
      preValidation: limitRequests(database.db, { name: 'waitlist', rule: waitlistRateLimit }),
      schema: {
        body: waitlistSignupSchema,
        response: {
          200: waitlistJoinedSchema,
          201: waitlistJoinedSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { isNew } = await joinEventWaitlist(leadServices(database.db, mail), request.body);
      return reply.status(isNew ? 201 : 200).send({ ok: true });
    },
  );
};
