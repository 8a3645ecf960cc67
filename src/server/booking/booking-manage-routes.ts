import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BookingCredit, VisitorBooking } from '../../shared/booking/booking-types.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import type { MailLinkSigner } from '../mail/mail-links.ts';
import { cancelBooking, rescheduleBooking } from './booking-changes.ts';
import { creditOf } from './booking-credits.ts';
import { bookingById, kindById, readAvailability } from './booking-repository.ts';
import type { BookingDependencies } from './booking-service.ts';
import { visitorBooking } from './booking-views.ts';

const tokenSchema = z.string().min(10).max(500);
const errors = errorResponses(400, 404, 409);
// Written by booking-views.ts; not re-validated on the way out.
const managedBody = z.object({
  booking: z.custom<VisitorBooking>(() => true),
  canChange: z.boolean(),
  cancelNoticeMinutes: z.number(),
  credit: z.custom<BookingCredit>(() => true).nullable(),
});

/**
 * The signed link in every booking mail: see the booking, cancel it, or move it. The
 * token names one booking (HMAC, mail-links.ts); the rules (status, notice) are checked
 * on every call, so an old link to a moved or past call only shows it.
 */
export const bookingManageRoutes: FastifyPluginAsyncZod<{
  deps: BookingDependencies;
  links: MailLinkSigner;
}> = async (app, { deps, links }) => {
  const bookingIdOf = (token: string) => {
    const action = links.verify(token);
    if (action?.action !== 'booking-manage') {
      throw new AppError(
        400,
        'invalid_link',
        'This link does not work. Use the link in your latest mail.',
      );
    }
    return action.bookingId;
  };

  app.get(
    '/api/booking/manage',
    {
      schema: {
        querystring: z.object({ t: tokenSchema }),
        response: { 200: managedBody, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const booking = await bookingById(deps.db, bookingIdOf(request.query.t));
      const kind = booking && (await kindById(deps.db, booking.kind_id));
      if (!booking || !kind) throw AppError.notFound('There is no such booking');
      const { cancelNoticeMinutes } = await readAvailability(deps.db);
      const latest = booking.starts_at.getTime() - cancelNoticeMinutes * 60_000;
      return {
        booking: visitorBooking(booking, kind),
        canChange: booking.status === 'confirmed' && deps.clock().getTime() <= latest,
        cancelNoticeMinutes,
        // A cancelled paid call kept as a credit: the page offers to spend it.
        credit: (await creditOf(deps.db, booking.id)) ?? null,
      };
    },
  );

  // The booking page opened with `?credit=`: whose credit, worth what, used or not. The
  // token is the manage link's, so this tells its holder nothing the manage page does not.
  app.get(
    '/api/booking/credit',
    {
      schema: {
        querystring: z.object({ t: tokenSchema }),
        response: { 200: z.object({ credit: z.custom<BookingCredit>(() => true) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const credit = await creditOf(deps.db, bookingIdOf(request.query.t));
      if (!credit) {
        throw new AppError(404, 'no_credit', 'This link carries no credit.');
      }
      return { credit };
    },
  );

  app.post(
    '/api/booking/manage/cancel',
    {
      schema: {
        body: z.object({ t: tokenSchema }),
        response: {
          200: z.object({ ok: z.literal(true), payment: z.enum(['refund', 'credit']).nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const cancelled = await cancelBooking(deps, bookingIdOf(request.body.t), {
        byStudio: false,
      });
      // A paid call says what became of the payment; the mail says it too.
      const payment = !cancelled.settlement
        ? null
        : cancelled.settlement === 'credited'
          ? ('credit' as const)
          : ('refund' as const);
      return { ok: true as const, payment };
    },
  );

  app.post(
    '/api/booking/manage/reschedule',
    {
      schema: {
        body: z.object({ t: tokenSchema, startsAt: z.iso.datetime({ offset: true }) }),
        response: { 200: z.object({ ok: z.literal(true), manageUrl: z.string() }), ...errors },
      },
    },
    async (request) => {
      const moved = await rescheduleBooking(
        deps,
        bookingIdOf(request.body.t),
        new Date(request.body.startsAt),
      );
      return { ok: true as const, manageUrl: links.bookingManage(moved.id) };
    },
  );
};
