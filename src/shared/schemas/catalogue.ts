import { z } from 'zod';
import { catalogueKeys, type CatalogueKey } from '../catalogue.ts';
import type { LadderProductId } from '../ladder.ts';

/**
 * The catalogue as the admin edits it and the server stores it: one schema for both.
 * Amounts are whole cents (pages print cents only where a price has them), between $1
 * and $1,000,000 so a slipped digit is refused rather than charged.
 */

export const minimumPriceCents = 100;
export const maximumPriceCents = 100_000_000;

const ladderIds = ['spark', 'brand-kit', 'core', 'mirror', 'signal', 'momentum'] as const;
const ladderIdSchema = z.enum(ladderIds) satisfies z.ZodType<LadderProductId>;

export const catalogueKeySchema = z.enum(catalogueKeys as [CatalogueKey, ...CatalogueKey[]]);

const price = z
  .number({ error: 'Enter a price in dollars and cents, like 1,500 or 19.99' })
  .int('A price has at most two decimals (cents)')
  .nonnegative('A price cannot be negative')
  .min(minimumPriceCents, 'A price is at least $1')
  .max(maximumPriceCents, 'A price is at most $1,000,000');

const instant = z.iso.datetime({ offset: true, error: 'Enter a date and time' });

export const saleSchema = z
  .object({ amount: price, startsAt: instant, endsAt: instant })
  .refine((sale) => Date.parse(sale.endsAt) > Date.parse(sale.startsAt), {
    message: 'The sale must end after it starts',
    path: ['endsAt'],
  });

export type CatalogueSale = z.infer<typeof saleSchema>;

/** What the admin may change. Mode, billing period and instalments are fixed: see the decision record. */
export const catalogueEditSchema = z
  .object({
    /** The item's revision the edit started from: a save over a newer one is refused. */
    revision: z.number().int().min(0),
    name: z.string().trim().min(1, 'Enter a name').max(120, 'At most 120 characters'),
    description: z.string().trim().max(400, 'At most 400 characters'),
    amount: price,
    duration: z.string().trim().max(60, 'At most 60 characters').nullable(),
    included: z.array(z.string().trim().min(1).max(200)).max(20, 'At most 20 items'),
    ladderProducts: z.array(ladderIdSchema).max(ladderIds.length),
    sale: saleSchema.nullable(),
  })
  .refine((edit) => !edit.sale || edit.sale.amount < edit.amount, {
    message: 'A sale price is lower than the regular price',
    path: ['sale', 'amount'],
  });

export type CatalogueEdit = z.infer<typeof catalogueEditSchema>;

export const catalogueEntrySchema = z.object({
  key: catalogueKeySchema,
  name: z.string(),
  description: z.string(),
  mode: z.enum(['payment', 'subscription']),
  amount: z.number(),
  currency: z.string(),
  intervalMonths: z.number().nullable(),
  installments: z.number().nullable(),
  duration: z.string().nullable(),
  included: z.array(z.string()),
  ladderProducts: z.array(ladderIdSchema),
  sale: z.object({ amount: z.number(), startsAt: z.string(), endsAt: z.string() }).nullable(),
  revision: z.number(),
  updatedAt: z.string().nullable(),
  /** The price checkout charges now (the sale's while it runs) and the provider's id for it. */
  live: z.object({
    amount: z.number(),
    provider: z.string(),
    priceId: z.string().nullable(),
  }),
});

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const catalogueChangeSchema = z.object({
  field: z.string(),
  from: z.string(),
  to: z.string(),
});

export const catalogueHistoryEntrySchema = z.object({
  revision: z.number(),
  key: z.string(),
  changedAt: z.string(),
  changedBy: z.string(),
  changes: z.array(catalogueChangeSchema),
});

export type CatalogueHistoryEntry = z.infer<typeof catalogueHistoryEntrySchema>;

export const catalogueListSchema = z.object({
  revision: z.number(),
  items: z.array(catalogueEntrySchema),
  history: z.array(catalogueHistoryEntrySchema),
});

export type CatalogueList = z.infer<typeof catalogueListSchema>;
