import { z } from 'zod';

/**
 * The parts of Stripe's event objects billing reads, parsed leniently: Stripe adds fields
 * all the time and moved some between API versions (period ends onto subscription items,
 * an invoice's subscription under `parent`), so both places are read.
 */

/** An expandable reference: Stripe sends an id, or the object when it was expanded. */
const reference = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const priceReference = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.id));

export const eventEnvelopeSchema = z
  .object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    created: z.number().int().nonnegative(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }).loose(),
  })
  .loose();
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export const checkoutSessionSchema = z
  .object({
    id: z.string(),
    mode: z.enum(['payment', 'subscription', 'setup']),
    payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
    amount_total: z.number().int().nonnegative().nullish(),
    currency: z.string().nullish(),
    customer: reference.nullish(),
    customer_email: z.string().nullish(),
    customer_details: z.object({ email: z.string().nullish() }).loose().nullish(),
    client_reference_id: z.string().nullish(),
    subscription: reference.nullish(),
    invoice: reference.nullish(),
    payment_intent: reference.nullish(),
    created: z.number().int(),
    line_items: z
      .object({
        data: z.array(z.object({ price: z.object({ id: z.string() }).loose().nullish() }).loose()),
      })
      .loose()
      .nullish(),
  })
  .loose();
export type CheckoutSessionObject = z.infer<typeof checkoutSessionSchema>;

export const subscriptionSchema = z
  .object({
    id: z.string(),
    customer: reference,
    status: z.string(),
    cancel_at_period_end: z.boolean().default(false),
    current_period_end: z.number().int().nullish(),
    default_payment_method: z
      .union([
        z.string(),
        z
          .object({
            id: z.string(),
            card: z.object({ brand: z.string(), last4: z.string() }).loose().nullish(),
          })
          .loose(),
      ])
      .nullish(),
    items: z
      .object({
        data: z.array(
          z
            .object({
              price: z.object({ id: z.string() }).loose().nullish(),
              current_period_end: z.number().int().nullish(),
            })
            .loose(),
        ),
      })
      .loose(),
  })
  .loose();
export type SubscriptionObject = z.infer<typeof subscriptionSchema>;

export const invoiceSchema = z
  .object({
    id: z.string(),
    customer: reference.nullish(),
    customer_email: z.string().nullish(),
    amount_paid: z.number().int().nonnegative(),
    amount_due: z.number().int().nonnegative().nullish(),
    currency: z.string(),
    /** Why it was made: `subscription_create`, `subscription_cycle` (a renewal), ... */
    billing_reason: z.string().nullish(),
    /** When Stripe will try a failed payment again (epoch seconds), if it will. */
    next_payment_attempt: z.number().int().nullish(),
    attempt_count: z.number().int().nullish(),
    created: z.number().int(),
    status_transitions: z.object({ paid_at: z.number().int().nullish() }).loose().nullish(),
    subscription: reference.nullish(),
    /** Older API versions only; newer ones list payments apart. */
    payment_intent: reference.nullish(),
    parent: z
      .object({
        subscription_details: z.object({ subscription: reference }).loose().nullish(),
      })
      .loose()
      .nullish(),
    lines: z
      .object({
        data: z.array(
          z
            .object({
              price: z.object({ id: z.string() }).loose().nullish(),
              pricing: z
                .object({
                  price_details: z.object({ price: priceReference }).loose().nullish(),
                })
                .loose()
                .nullish(),
            })
            .loose(),
        ),
      })
      .loose()
      .nullish(),
  })
  .loose();
export type InvoiceObject = z.infer<typeof invoiceSchema>;

/** A charge as `charge.refunded` carries it: `amount_refunded` is cumulative. */
export const chargeSchema = z
  .object({
    id: z.string(),
    amount: z.number().int().nonnegative(),
    amount_refunded: z.number().int().nonnegative(),
    refunded: z.boolean().default(false),
    payment_intent: reference.nullish(),
    /** Older API versions name the invoice a subscription's charge paid. */
    invoice: reference.nullish(),
  })
  .loose();
export type ChargeObject = z.infer<typeof chargeSchema>;

export function invoiceSubscriptionId(invoice: InvoiceObject): string | undefined {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? undefined;
}

export function invoicePriceId(invoice: InvoiceObject): string | undefined {
  const line = invoice.lines?.data[0];
  return line?.pricing?.price_details?.price ?? line?.price?.id ?? undefined;
}

export function subscriptionPeriodEnd(subscription: SubscriptionObject): number | null {
  return subscription.items.data[0]?.current_period_end ?? subscription.current_period_end ?? null;
}
