import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingRequestSchema,
  slotsQuerySchema,
  type PaidBookingAnswer,
  type PublicBookingKind,
  type VisitorBooking,
} from '../../shared/booking/booking-types.ts';
import { trackRequestEvent } from '../analytics/collection-service.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import type { MailLinkSigner } from '../mail/mail-links.ts';
import { limitRequests } from '../rate-limits/rate-limiter.ts';
import { bookingForCheckout, startBookingCheckout } from './booking-checkout.ts';
import { listKinds, readAvailability } from './booking-repository.ts';
import { bookCall } from './booking-call.ts';
import { activeKind, type BookingDependencies } from './booking-service.ts';
import { freeSlotsBetween } from './booking-slots.ts';
import { publicKind, visitorBooking } from './booking-views.ts';

export interface BookingRoutesOptions {
  deps: BookingDependencies;
  links: MailLinkSigner;
  /** This site's address: the checkout returns to it. */
  publicUrl: string;
}

const errors = errorResponses(400, 404, 409);
// Shapes written by this module's own view functions (booking-views.ts), not re-validated.
const anyBody = z.custom<VisitorBooking>(() => true);
const paidBody = z.custom<PaidBookingAnswer>(() => true);
const slotsBody = z.object({
  kind: z.custom<PublicBookingKind>(() => true),
  slots: z.array(z.string()),
});

/** The public booking API: the kinds, their free times, and booking one. */
export const bookingPublicRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (
  app,
  { deps, links, publicUrl },
) => {
  const { payments } = deps;

  app.get('/api/booking/kinds', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { timeZone } = await readAvailability(deps.db);
    const kinds = await listKinds(deps.db, { activeOnly: true });
    return { studioTimeZone: timeZone, kinds: kinds.map(publicKind) };
  });

  app.get(
    '/api/booking/kinds/:slug/slots',
    {
      schema: {
        params: z.object({ slug: z.string().max(80) }),
        querystring: slotsQuerySchema,
        response: { 200: slotsBody, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const kind = await activeKind(deps.db, request.params.slug);
      const slots = await freeSlotsBetween(deps.db, {
        durationMinutes: kind.duration_minutes,
        fromDate: request.query.from,
        toDate: request.query.to,
        now: deps.clock(),
      });
      return { kind: publicKind(kind), slots: slots.map((slot) => slot.toISOString()) };
    },
  );

  app.post(
    '/api/booking/bookings',
    {
      preValidation: limitRequests(deps.db, {
        name: 'booking',
        rule: { max: 10, windowSeconds: 10 * 60 },
      }),
      schema: { body: bookingRequestSchema, response: { 201: anyBody, ...errors } },
    },
    async (request, reply) => {
      // A paid kind needs a checkout to send the visitor to; without one, a hold would
      // only block the slot for 15 minutes and help nobody.
      const { creditToken } = request.body;
      const creditLink = creditToken ? links.verify(creditToken) : undefined;
      if (creditToken && creditLink?.action !== 'booking-manage') {
        throw AppError.badRequest('This credit link is not valid.');
      }
      const creditFrom = creditLink?.action === 'booking-manage' ? creditLink.bookingId : undefined;
      const { booking, kind } = await bookCall(deps, request.body, request.user?.id ?? null, {
        needsCheckout: true,
        creditFrom,
      });
      const view = visitorBooking(booking, kind);
      if (booking.status === 'held' && payments) {
        view.checkoutUrl = await startBookingCheckout(deps.db, payments, {
          booking,
          kind,
          user: request.user,
          publicUrl,
        });
        trackRequestEvent(deps.db, request, 'checkout_started');
      }
      if (booking.status === 'confirmed') {
        view.manageUrl = links.bookingManage(booking.id);
        trackRequestEvent(deps.db, request, 'call_booked');
      }
      return reply.status(201).send(view);
    },
  );

  app.get(
    '/api/booking/paid',
    {
      schema: {
        querystring: z.object({ session_id: z.string().min(5).max(255) }),
        response: { 200: paidBody, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await bookingForCheckout(deps.db, request.query.session_id);
      if (!found) throw AppError.notFound('There is no booking for this payment');
      const view = visitorBooking(found.booking, found.kind);
      if (found.booking.status === 'confirmed')
        view.manageUrl = links.bookingManage(found.booking.id);
      return { booking: view, email: found.booking.email };
    },
  );
};
