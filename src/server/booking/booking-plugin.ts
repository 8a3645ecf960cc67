import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MailService } from '../mail/mail-plugin.ts';
import { bookingAdminRoutes } from './booking-admin-routes.ts';
import { bookingDaysOffRoutes } from './booking-days-off-routes.ts';
import { bookingKindRoutes } from './booking-kind-routes.ts';
import { bookingManageRoutes } from './booking-manage-routes.ts';
import { bookingPublicRoutes } from './booking-public-routes.ts';
import type { BookingDependencies } from './booking-service.ts';

/**
 * Calls booked on the site (issue 34): the public booking API, the signed manage link's
 * API and the admin's. Nothing here runs on a timer: a paid hold's expiry is a time in its
 * row that every booking compares with the clock (booking-repository.ts).
 */
export async function registerBooking(
  app: FastifyInstance,
  options: {
    database: Database;
    mail: MailService;
    clock: Clock;
    /** Keys the private calendar feed's address. */
    serverSecret: string;
    publicUrl: string;
  },
): Promise<BookingDependencies> {
  const deps: BookingDependencies = {
    db: options.database.db,
    outbox: options.mail.outbox,
    clock: options.clock,
  };
  const links = options.mail.links;
  await app.register(bookingPublicRoutes, { deps, links });
  await app.register(bookingManageRoutes, { deps, links });
  await app.register(bookingKindRoutes, { db: deps.db });
  await app.register(bookingDaysOffRoutes, { db: deps.db, clock: deps.clock });
  await app.register(bookingAdminRoutes, {
    deps,
    serverSecret: options.serverSecret,
    publicUrl: options.publicUrl,
  });
  return deps;
}
