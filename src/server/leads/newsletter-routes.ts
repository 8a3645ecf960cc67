import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsletterSignupSchema,
  newsletterSubscribedSchema,
} from '../../shared/schemas/newsletter.ts';
import type { Database } from '../db/database.ts';
import { errorResponses } from '../http/error-schema.ts';
import { limitRequests, type RateLimitRule } from '../rate-limits/rate-limiter.ts';
import { leadServices, type LeadMailOptions } from './lead-mail.ts';
import { subscribeToTheNewsletter } from './lead-signups.ts';
import { trackRequestEvent } from '../analytics/collection-service.ts';

export interface NewsletterRoutesOptions {
  database: Database;
  mail: LeadMailOptions;
}

/** Sign-ups per client address: a household or office, not a script filling the table. */
export const newsletterRateLimit: RateLimitRule = { max: 10, windowSeconds: 10 * 60 };

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (
  app,
  { database, mail },
) => {
  app.post(
    '/api/newsletter',
    {
      preValidation: limitRequests(database.db, { name: 'newsletter', rule: newsletterRateLimit }),
      schema: {
        body: newsletterSignupSchema,
        response: {
          200: newsletterSubscribedSchema,
          201: newsletterSubscribedSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { isNew } = await subscribeToTheNewsletter(
        leadServices(database.db, mail),
        request.body.email,
      );
      trackRequestEvent(database.db, request, 'newsletter_signup');
      // A repeat sign-up succeeds too: the visitor is subscribed either way.
      return reply.status(isNew ? 201 : 200).send({ ok: true });
    },
  );
};
