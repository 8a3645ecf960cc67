import { z } from 'zod';

/** Download my data asks for the account's password. */
export const accountPasswordSchema = z
  .object({ password: z.string().min(1, 'Enter your password').max(256) })
  .strict();
export type AccountPassword = z.infer<typeof accountPasswordSchema>;

/**
 * Delete my account needs a fresh proof: the password, or the six-digit code that
 * GET /auth/v1/reauthenticate mailed (for whoever no longer knows the password).
 */
export const accountDeletionSchema = z
  .object({
    password: z.string().min(1, 'Enter your password').max(256).optional(),
    code: z
      .string()
      .regex(/^\d{6}$/, 'Enter the six-digit code from the mail')
      .optional(),
  })
  .strict()
  .refine((proof) => proof.password !== undefined || proof.code !== undefined, {
    message: 'Enter your password',
    path: ['password'],
  });
export type AccountDeletionProof = z.infer<typeof accountDeletionSchema>;
