import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { catalogue, isCatalogueKey } from '../../../shared/catalogue.ts';
import type { DB } from '../../db/schema/schema.ts';
import { billingMonths, nextPeriodEnd } from './local-billing-periods.ts';
import type { LocalEventDelivery } from './local-event-delivery.ts';
import {
  localEvent,
  paidInvoiceObject,
  subscriptionObject,
  type LocalEvent,
} from './local-events.ts';
import { localIds } from './local-ids.ts';
import {
  advanceLocalSubscription,
  dueLocalSubscriptions,
  findLocalCustomer,
  findLocalSubscription,
  type LocalSubscription,
} from './local-provider-repository.ts';

/** Subscriptions handled per tick; the next tick takes the rest. */
const batchSize = 100;
/** A server that was off for years bills at most this many missed periods at once. */
const maxPeriodsPerTick = 120;

/**
 * What Stripe's clock does to a subscription whose period is over, for the local provider:
 * a payment plan past its scheduled end (cancel_at), or one cancelled at period end, ends;
 * any other is charged for the next period (a paid invoice) and moves on. The events go
 * through our own webhook as Stripe's would, so orders, the account page and the dashboard
 * follow. Each change is made only if the row is still as read, so two servers on one
 * database never bill a period twice. Returns how many subscriptions changed.
 */
export async function advanceLocalSubscriptions(
  db: Kysely<DB>,
  delivery: LocalEventDelivery,
  now = new Date(),
): Promise<number> {
  const due = await dueLocalSubscriptions(db, now, batchSize);
  let changed = 0;
  for (const subscription of due) {
    const events = await advance(db, subscription, now);
    if (events.length === 0) continue;
    changed += 1;
    await delivery.send(events);
  }
  return changed;
}

async function advance(
  db: Kysely<DB>,
  subscription: LocalSubscription,
  now: Date,
): Promise<LocalEvent[]> {
  const months = billingMonths(subscription.price_id);
  const { cancel_at: cancelAt } = subscription;
  const invoices: Array<{ id: string; paidAt: Date }> = [];
  let start = subscription.current_period_start;
  let end = subscription.current_period_end;
  let endedAt: Date | undefined;
  for (let period = 0; period < maxPeriodsPerTick; period += 1) {
    if (cancelAt && cancelAt <= end) {
      if (cancelAt <= now) endedAt = cancelAt;
      break;
    }
    if (end > now) break;
    if (subscription.cancel_at_period_end) {
      endedAt = end;
      break;
    }
    start = end;
    end = nextPeriodEnd(subscription.billing_cycle_anchor, end, months);
    invoices.push({ id: localIds.invoice(), paidAt: start });
  }
  if (!endedAt && invoices.length === 0) return [];

  if (!(await advanceLocalSubscription(db, subscription, { start, end, endedAt }))) return [];

  const current = (await findLocalSubscription(db, subscription.id)) ?? subscription;
  const item = isCatalogueKey(current.price_id) ? catalogue[current.price_id] : undefined;
  const customer =
    invoices.length > 0 ? await findLocalCustomer(db, current.customer_id) : undefined;
  const events = invoices.map(({ id, paidAt }) =>
    localEvent(
      'invoice.paid',
      paidInvoiceObject({
        id,
        subscription: current,
        customerEmail: customer?.email ?? null,
        amount: current.amount ?? item?.amount ?? 0,
        currency: item?.currency ?? 'usd',
        billingReason: 'subscription_cycle',
        paidAt,
      }),
    ),
  );
  const type = endedAt ? 'customer.subscription.deleted' : 'customer.subscription.updated';
  events.push(localEvent(type, subscriptionObject(current)));
  return events;
}

/**
 * Runs the clock now and then every `intervalMs`. Each tick first delivers events that
 * could not be delivered before (a previous run stopped mid-way, the webhook failed), then
 * advances subscriptions; a failed tick is logged and the next one tries again. `stop`
 * waits for a tick in progress, so the database can close after it.
 */
export function startLocalBillingClock(
  db: Kysely<DB>,
  delivery: LocalEventDelivery,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        await delivery.deliverPending();
        await advanceLocalSubscriptions(db, delivery);
      })
      .catch((error: unknown) => log.error({ err: error }, 'local billing clock tick failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
