import type { FastifyInstance } from 'fastify';
import type { BillingDependencies } from '../billing/billing-services.ts';
import { startCheckout } from '../billing/checkout-service.ts';
import type { PaidCheckoutListener } from '../billing/subscription-sync.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { MailService } from '../mail/mail-plugin.ts';
import { bookingAdminRoutes } from './booking-admin-routes.ts';
import { bookingDaysOffRoutes } from './booking-days-off-routes.ts';
import { bookingKindRoutes } from './booking-kind-routes.ts';
import { bookingManageRoutes } from './booking-manage-routes.ts';
import { applyBookingPayment } from './booking-payments.ts';
import { bookingPublicRoutes } from './booking-public-routes.ts';
import type { BookingDependencies, BookingPayments } from './booking-service.ts';
import { startBookingSweep } from './booking-sweep.ts';

/** Billing as booking uses it: its services, and the hook run when a checkout is paid. */
export interface BookingBilling {
  deps: BillingDependencies;
  paidCheckoutListeners: PaidCheckoutListener[];
}

function paymentsThrough(billing: BillingDependencies): BookingPayments {
  return {
    startCheckout: ({ catalogueKey, successUrl, cancelUrl, user }) =>
      startCheckout(billing, {
        priceId: catalogueKey,
        mode: 'payment',
        successUrl,
        cancelUrl,
        ...(user ? { user } : {}),
        fieldNames: { successUrl: 'successUrl', cancelUrl: 'cancelUrl' },
      }),
    refundRemaining: (paymentIntentId, key) =>
      billing.provider.refundRemaining(paymentIntentId, key),
  };
}

/**
 * Calls booked on the site (issue 34): the public booking API, the signed manage link's
 * API and the admin's. A paid kind goes through billing's checkout; its payment event
 * confirms the booking in the event's own transaction. A sweep in every process marks
 * lapsed holds expired and makes refunds owed (booking-sweep.ts).
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
    billing?: BookingBilling;
  },
): Promise<BookingDependencies> {
  const deps: BookingDependencies = {
    db: options.database.db,
    outbox: options.mail.outbox,
    clock: options.clock,
    ...(options.billing ? { payments: paymentsThrough(options.billing.deps) } : {}),
  };
  options.billing?.paidCheckoutListeners.push((trx, checkoutSessionId) =>
    applyBookingPayment(trx, { outbox: deps.outbox, now: deps.clock(), checkoutSessionId }),
  );
  const links = options.mail.links;
  await app.register(bookingPublicRoutes, { deps, links, publicUrl: options.publicUrl });
  await app.register(bookingManageRoutes, { deps, links });
  await app.register(bookingKindRoutes, { db: deps.db });
  await app.register(bookingDaysOffRoutes, { db: deps.db, clock: deps.clock });
  await app.register(bookingAdminRoutes, {
    deps,
    serverSecret: options.serverSecret,
    publicUrl: options.publicUrl,
  });
  let sweep: ReturnType<typeof startBookingSweep> | undefined;
  app.addHook('onReady', async () => {
    sweep = startBookingSweep(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
  return deps;
}
