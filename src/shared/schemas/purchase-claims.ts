import { z } from 'zod';

/** Purchases made with the user's e-mail before they had an account, waiting for proof. */
export const purchaseClaimStatusSchema = z.object({ pending: z.boolean() });
export const purchaseClaimSentSchema = z.object({ sent: z.boolean() });
export const purchaseClaimConfirmSchema = z
  .object({ token: z.string().trim().min(1).max(200) })
  .strict();
export const purchaseClaimConfirmedSchema = z.object({ claimed: z.literal(true) });
