import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilitySchema,
  bookingWeekQuerySchema,
  type AdminBooking,
  type BookingWeek,
} from '../../shared/booking/booking-types.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import {
  bookingsToCsv,
  listAdminBookings,
  listBookingsStartingBetween,
} from './booking-admin-repository.ts';
import { cancelBooking } from './booking-changes.ts';
import { feedPath, feedToken, isFeedToken, studioFeed } from './booking-feed.ts';
import { readAvailability, saveAvailability } from './booking-repository.ts';
import type { BookingDependencies } from './booking-service.ts';
import { addDays, isoWeekday, localDate, zonedInstant } from '../../shared/zoned-time.ts';

const errors = errorResponses(400, 401, 403);
const listBody = z.object({
  studioTimeZone: z.string(),
  bookings: z.array(z.custom<AdminBooking>(() => true)),
});
const weekBody = listBody.extend({ start: z.string(), today: z.string() });
const whenSchema = z.object({ when: z.enum(['upcoming', 'past']).default('upcoming') });

/** The studio's side of booking: the list, cancelling with a message, exports, hours. */
export const bookingAdminRoutes: FastifyPluginAsyncZod<{
  deps: BookingDependencies;
  serverSecret: string;
  publicUrl: string;
}> = async (app, { deps, serverSecret, publicUrl }) => {
  const admin = { onRequest: requireAdmin(deps.db) };

  app.get(
    '/api/admin/booking/bookings',
    { ...admin, schema: { querystring: whenSchema, response: { 200: listBody, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { timeZone } = await readAvailability(deps.db);
      return {
        studioTimeZone: timeZone,
        bookings: await listAdminBookings(deps.db, { when: request.query.when, now: deps.clock() }),
      };
    },
  );

  // Monday to Sunday, midnight to midnight in the studio's zone (a DST week is 167 or 169
  // hours long, so both ends are computed, never start + 7 × 24 h).
  app.get(
    '/api/admin/booking/week',
    {
      ...admin,
      schema: { querystring: bookingWeekQuerySchema, response: { 200: weekBody, ...errors } },
    },
    async (request, reply): Promise<BookingWeek> => {
      reply.header('cache-control', 'no-store');
      const { timeZone } = await readAvailability(deps.db);
      const today = localDate(deps.clock(), timeZone);
      const day = request.query.start ?? today;
      const start = addDays(day, 1 - isoWeekday(day));
      return {
        studioTimeZone: timeZone,
        start,
        today,
        bookings: await listBookingsStartingBetween(deps.db, {
          from: zonedInstant(start, '00:00', timeZone),
          until: zonedInstant(addDays(start, 7), '00:00', timeZone),
        }),
      };
    },
  );

  app.get(
    '/api/admin/booking/bookings.csv',
    { ...admin, schema: { querystring: whenSchema } },
    async (request, reply) => {
      const bookings = await listAdminBookings(deps.db, {
        when: request.query.when,
        now: deps.clock(),
        limit: 10_000,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${request.query.when}.csv"`)
        .header('cache-control', 'no-store')
        .send(bookingsToCsv(bookings));
    },
  );

  app.post(
    '/api/admin/booking/bookings/:id/cancel',
    {
      ...admin,
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({ message: z.string().trim().max(2000).default('') }),
        response: {
          200: z.object({ ok: z.literal(true) }),
          ...errorResponses(404, 409),
          ...errors,
        },
      },
    },
    async (request) => {
      await cancelBooking(deps, request.params.id, {
        byStudio: true,
        message: request.body.message,
      });
      return { ok: true as const };
    },
  );

  app.get('/api/admin/booking/availability', admin, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readAvailability(deps.db);
  });

  app.put(
    '/api/admin/booking/availability',
    {
      ...admin,
      schema: {
        body: availabilitySchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await saveAvailability(deps.db, request.body);
      return { ok: true as const };
    },
  );

  app.get('/api/admin/booking/feed-url', admin, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { url: `${publicUrl}${feedPath(feedToken(serverSecret))}` };
  });

  app.get(
    '/api/booking/feed/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      if (!isFeedToken(serverSecret, token)) throw AppError.notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await studioFeed(deps.db, deps.clock(), publicUrl));
    },
  );
};
