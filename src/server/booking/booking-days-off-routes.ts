import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayOffSchema } from '../../shared/booking/booking-types.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import type { Kysely } from 'kysely';
import { deleteDayOff, insertDayOff, listDaysOffFrom } from './booking-days-off-repository.ts';
import { readAvailability } from './booking-repository.ts';
import { localDate } from '../../shared/zoned-time.ts';

const errors = errorResponses(400, 401, 403);
const listBody = z.object({
  today: z.string(),
  studioTimeZone: z.string(),
  daysOff: z.array(dayOffSchema),
});

/**
 * The studio's days off in admin: one day added or removed at a time. "Today" is the
 * studio's own date (its time zone), so a day that has begun there can no longer be
 * added; past days off are not listed, since they change no free time.
 */
export const bookingDaysOffRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const admin = { onRequest: requireAdmin(db) };
  const studioToday = async () => {
    const { timeZone } = await readAvailability(db);
    return { timeZone, today: localDate(clock(), timeZone) };
  };

  app.get(
    '/api/admin/booking/days-off',
    { ...admin, schema: { response: { 200: listBody, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { timeZone, today } = await studioToday();
      return { today, studioTimeZone: timeZone, daysOff: await listDaysOffFrom(db, today) };
    },
  );

  app.post(
    '/api/admin/booking/days-off',
    {
      ...admin,
      schema: {
        body: dayOffSchema,
        response: { 201: z.object({ ok: z.literal(true) }), ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const { today } = await studioToday();
      if (request.body.day < today) {
        throw new AppError(400, 'day_in_past', 'That day has passed; choose today or a later day');
      }
      if (!(await insertDayOff(db, request.body))) {
        throw new AppError(409, 'day_off_exists', 'That day is already off');
      }
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.delete(
    '/api/admin/booking/days-off/:day',
    {
      ...admin,
      schema: {
        params: z.object({ day: z.iso.date() }),
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(404), ...errors },
      },
    },
    async (request) => {
      if (!(await deleteDayOff(db, request.params.day))) {
        throw AppError.notFound('That day is not a day off');
      }
      return { ok: true as const };
    },
  );
};
