import { z } from 'zod';

/**
 * Request bodies as auth-js sends them. Deliberately loose (extra fields such as
 * gotrue_meta_security or code_challenge are ignored, every field optional): the services
 * check the values themselves so that each failure gets GoTrue's own code and wording.
 */
export const credentialsBodySchema = z.looseObject({
  email: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const tokenQuerySchema = z.looseObject({ grant_type: z.string().optional() });

export const refreshBodySchema = z.looseObject({ refresh_token: z.string().optional() });

export const logoutQuerySchema = z.looseObject({ scope: z.string().optional() });

export const userUpdateBodySchema = z.looseObject({
  email: z.string().optional(),
  password: z.string().optional(),
  nonce: z.string().optional(),
  current_password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const recoverBodySchema = z.looseObject({ email: z.string().optional() });

export const resendBodySchema = z.looseObject({
  type: z.string().optional(),
  email: z.string().optional(),
});

export const verifyBodySchema = z.looseObject({
  type: z.string().optional(),
  token_hash: z.string().optional(),
  token: z.string().optional(),
  email: z.string().optional(),
});

export const otpBodySchema = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
});

const weakPasswordSchema = z.object({ reasons: z.array(z.string()) }).optional();

/** GoTrue's two error formats: 2024-01-01 and later, and the legacy one. */
export const goTrueErrorBodySchema = z.union([
  z.object({ code: z.string(), message: z.string(), weak_password: weakPasswordSchema }),
  z.object({
    code: z.number(),
    error_code: z.string(),
    msg: z.string(),
    weak_password: weakPasswordSchema,
  }),
]);

/** The error statuses a route may answer with, each in GoTrue's format. */
export function goTrueErrorResponses<Status extends number>(
  statuses: readonly Status[],
): Record<Status, typeof goTrueErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, goTrueErrorBodySchema])) as Record<
    Status,
    typeof goTrueErrorBodySchema
  >;
}
