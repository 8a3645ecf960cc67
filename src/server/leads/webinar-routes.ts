import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webinarCalendarEvent, webinarCalendarUid } from '../../shared/offers/calendar-links.ts';
import { buildIcs } from '../../shared/offers/ics.ts';
import { configuredWebinarSessions } from '../../shared/site-settings/configured-events.ts';
import {
  webinarRegisteredSchema,
  webinarRegistrationSchema,
} from '../../shared/offers/webinar-registration.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { limitRequests, type RateLimitRule } from '../rate-limits/rate-limiter.ts';
import { trackRequestEvent } from '../analytics/collection-service.ts';
import { getSiteSettings } from '../site-settings/site-settings-service.ts';
import { leadServices, type LeadMailOptions } from './lead-mail.ts';
import { registerForWebinar } from './lead-signups.ts';

export interface WebinarRoutesOptions {
  database: Database;
  clock: Clock;
  mail: LeadMailOptions;
}

/** Registrations per client address: a household or an office, not a script. */
export const webinarRateLimit: RateLimitRule = { max: 10, windowSeconds: 10 * 60 };

const sessionParamsSchema = z.object({ sessionId: z.string().max(100) });

export const webinarRoutes: FastifyPluginAsyncZod<WebinarRoutesOptions> = async (
  app,
  { database, clock, mail },
) => {
  app.post(
    '/api/webinar-registrations',
    {
      preValidation: limitRequests(database.db, { name: 'webinar', rule: webinarRateLimit }),
      schema: {
        body: webinarRegistrationSchema,
        response: {
          200: webinarRegisteredSchema,
          201: webinarRegisteredSchema,
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { isNew } = await registerForWebinar(leadServices(database.db, mail), request.body);
      trackRequestEvent(database.db, request, 'webinar_signup');
      // Registering again succeeds too: the person is on the list either way.
      return reply.status(isNew ? 201 : 200).send({ ok: true });
    },
  );

  // One session as an iCalendar file: works with any calendar app, offline, no account.
  app.get(
    '/api/webinar-sessions/:sessionId/calendar.ics',
    {
      schema: {
        params: sessionParamsSchema,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // The configured date, time, title and link: a calendar file must match the page.
      const { settings } = await getSiteSettings(database.db);
      const session = configuredWebinarSessions(settings.webinar).find(
        (candidate) => candidate.id === request.params.sessionId,
      );
      if (!session) throw AppError.notFound('No such webinar session');
      const ics = buildIcs(
        {
          ...webinarCalendarEvent(session),
          uid: webinarCalendarUid(session),
          url: session.meetingUrl,
          cancelled: session.isCancelled === true,
        },
        clock(),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="smarter-in-30-${session.id}.ics"`)
        .header('cache-control', 'public, max-age=5')
        .send(ics);
    },
  );
};
