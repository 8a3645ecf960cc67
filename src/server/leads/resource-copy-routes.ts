import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  resourceCopyAcceptedSchema,
  resourceCopyRequestSchema,
} from '../../shared/schemas/resource-copy.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { limitRequests, type RateLimitRule } from '../rate-limits/rate-limiter.ts';
import { leadServices, type LeadMailOptions } from './lead-mail.ts';
import { mailResourceCopy } from './lead-signups.ts';

export interface ResourceCopyRoutesOptions {
  database: Database;
  mail: LeadMailOptions;
}

/** Requests per client address: one visitor asking for all four, a few times over. */
export const resourceCopyRateLimit: RateLimitRule = { max: 10, windowSeconds: 10 * 60 };

export const resourceCopyRoutes: FastifyPluginAsyncZod<ResourceCopyRoutesOptions> = async (
  app,
  { database, mail },
) => {
  app.post(
    '/api/resource-copies',
    {
      preValidation: limitRequests(database.db, {
        name: 'resource-copy',
        rule: resourceCopyRateLimit,
      }),
      schema: {
        body: resourceCopyRequestSchema,
        response: {
          200: resourceCopyAcceptedSchema,
          201: resourceCopyAcceptedSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { isNew } = await mailResourceCopy(leadServices(database.db, mail), request.body);
      // Asking twice succeeds too: the lead is there either way.
      return reply.status(isNew ? 201 : 200).send({ ok: true });
    },
  );
};
