import { z } from 'zod';
import { browserEventNames, pageViewKind } from '../analytics-events.ts';

/**
 * One beacon: what happened and on which page. The page's address carries the UTM
 * parameters; the referrer is sent with a visit's first page view only.
 */
export const beaconSchema = z
  .object({
    name: z.enum([pageViewKind, ...browserEventNames]),
    url: z.string().min(1).max(2000).startsWith('/'),
    referrer: z.string().max(2000).optional(),
  })
  .strict();
export type BeaconInput = z.infer<typeof beaconSchema>;

export const analyticsPeriods = ['today', '7d', '30d', '12m', 'custom'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

const isoDay = z.iso.date();

/** The admin's period: a preset, or a custom range of whole days (UTC), at most 400 days. */
export const analyticsQuerySchema = z
  .object({
    period: z.enum(analyticsPeriods).default('30d'),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((query) => query.period !== 'custom' || (query.from && query.to), {
    message: 'A custom period needs from and to',
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();

export const analyticsReportSchema = z.object({
  range: z.object({ from: isoDay, to: isoDay, bucket: z.enum(['day', 'month']) }),
  traffic: z.array(z.object({ period: z.string(), visitors: count, pageViews: count })),
  topPages: z.array(z.object({ path: z.string(), views: count, visitors: count })),
  topSources: z.array(z.object({ source: z.string(), views: count, visitors: count })),
  topCampaigns: z.array(
    z.object({ source: z.string(), medium: z.string(), campaign: z.string(), views: count }),
  ),
  funnel: z.array(
    z.object({
      step: z.string(),
      /** At most the previous step's visitors, so the rates stay within 100 %. */
      visitors: count,
      /** Visitors of this step beyond the previous step's (not seen there): shown apart. */
      withoutPrevious: count,
      /** Share of the previous step, in percent (null for the first step or none before). */
      fromPrevious: z.number().nullable(),
      /** Share of the first step, in percent. */
      fromFirst: z.number().nullable(),
    }),
  ),
  events: z.array(z.object({ name: z.string(), events: count, visitors: count })),
  /** Gross of the period's payments, refunds made in the period, net (cents; may be < 0). */
  revenueByProduct: z.array(
    z.object({
      product: z.string(),
      orders: count,
      gross: count,
      refunds: count,
      net: z.number().int(),
      currency: z.string(),
    }),
  ),
  /** Refunds count in the month they were made, not the month of the payment. */
  revenueByMonth: z.array(
    z.object({
      month: z.string(),
      orders: count,
      gross: count,
      refunds: count,
      net: z.number().int(),
      currency: z.string(),
    }),
  ),
  apart: z.object({
    failedPayments: z.object({ orders: count, amount: count }),
    refunds: z.object({ refunds: count, amount: count }),
    cancelledSubscriptions: z.object({ subscriptions: count, monthlyAmount: count }),
  }),
  accounts: z.object({ newAccounts: count, activeSubscribers: count, mrr: count }),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
