import { z } from 'zod';
import { subscriptionRecordSchema, userProductSchema } from './billing.ts';

/**
 * Everything /dashboard shows, read in one round trip: who is signed in, the ladder
 * products they own, whether they have ordered anything, their subscription, and whether
 * earlier purchases wait to be added. The
 * journey, checklist and recommendations are derived from it by src/shared/ladder.ts
 * and src/shared/onboarding.ts.
 */
export const dashboardResponseSchema = z.object({
  email: z.string(),
  products: z.array(userProductSchema),
  hasOrders: z.boolean(),
  subscription: subscriptionRecordSchema.nullable(),
  /** Purchases made with this e-mail before sign-up, waiting for the mailbox proof. */
  pendingPurchases: z.boolean(),
});
export type DashboardData = z.infer<typeof dashboardResponseSchema>;
