import type { Kysely } from 'kysely';
import { catalogue, isCatalogueKey } from '../../shared/catalogue.ts';
import { configuredSummit } from '../../shared/site-settings/configured-events.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { getSiteSettings } from '../site-settings/site-settings-service.ts';
import type { StoredOrder } from './orders-repository.ts';
import type { PaymentMethodSummary } from './providers/payment-provider.ts';

/** The short order number people see (the admin Orders list shows the same). */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

export const productName = (key: string | null) =>
  key && isCatalogueKey(key) ? catalogue[key].name : 'Your purchase';

const summitSeatKeys = new Set(['sparkSummit', 'sparkSummitGeneral']);

export interface PaidOrderDetails {
  card: PaymentMethodSummary | null | undefined;
  isRenewal: boolean;
  renewsAt: Date | null | undefined;
}

/**
 * A paid order's mails, in the transaction that recorded it: the receipt, and for a
 * summit seat its confirmation with the calendar file. The order's id is the key, so the
 * several events that describe one payment send one receipt.
 */
export async function queuePaidOrderMails(
  db: Kysely<DB>,
  mailer: Mailer,
  order: StoredOrder,
  details: PaidOrderDetails,
): Promise<void> {
  if (order.status !== 'completed' || !order.email || order.amount_total <= 0) return;
  await mailer.enqueue(db, {
    kind: 'receipt',
    to: order.email,
    idempotencyKey: `receipt:${order.id}`,
    data: {
      orderNumber: orderNumber(order.id),
      productName: productName(order.catalogue_key),
      currency: order.currency,
      hasAccount: order.user_id !== null,
      amount: order.amount_total,
      paidAt: order.order_date.toISOString(),
      isRenewal: details.isRenewal,
      ...(details.card ? { cardBrand: details.card.brand, cardLast4: details.card.last4 } : {}),
      ...(details.renewsAt ? { renewsAt: details.renewsAt.toISOString() } : {}),
    },
  });
  if (!order.catalogue_key || !summitSeatKeys.has(order.catalogue_key)) return;
  const { settings } = await getSiteSettings(db);
  const summit = configuredSummit(settings);
  await mailer.enqueue(db, {
    kind: 'summit_seat',
    to: order.email,
    idempotencyKey: `summit-seat:${order.id}`,
    data: {
      orderNumber: orderNumber(order.id),
      ticketName: productName(order.catalogue_key),
      startsAt: summit.startsAt,
      endsAt: summit.endsAt,
      timeZone: settings.summit.timeZone,
      venue: summit.venue,
      city: summit.city,
      paidAt: order.order_date.toISOString(),
    },
  });
}
