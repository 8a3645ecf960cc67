import { z } from 'zod';

/** Download my data and Delete my account both ask for the account's password. */
export const accountPasswordSchema = z
  .object({ password: z.string().min(1, 'Enter your password').max(256) })
  .strict();
export type AccountPassword = z.infer<typeof accountPasswordSchema>;
