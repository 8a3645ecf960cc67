import { z } from 'zod';
import type { AuthUser } from './users-repository.ts';

export const goTrueFactorSchema = z.object({
  id: z.string(),
  friendly_name: z.string(),
  factor_type: z.literal('totp'),
  status: z.enum(['unverified', 'verified']),
  created_at: z.string(),
  updated_at: z.string(),
});

export type GoTrueFactor = z.infer<typeof goTrueFactorSchema>;

/**
 * GoTrue's user object as auth-js reads it. Built field by field from the row, so the
 * password hash (or any column added later) can never leak into a response.
 */
export const goTrueUserSchema = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  phone: z.literal(''),
  last_sign_in_at: z.string().nullable(),
  app_metadata: z.object({ provider: z.string(), providers: z.array(z.string()) }),
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(
    z.object({
      identity_id: z.string(),
      id: z.string(),
      user_id: z.string(),
      identity_data: z.object({
        sub: z.string(),
        email: z.string(),
        email_verified: z.boolean(),
        phone_verified: z.boolean(),
      }),
      provider: z.literal('email'),
      email: z.string(),
      last_sign_in_at: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
  is_anonymous: z.literal(false),
  /** A new address waiting for its link, as GoTrue shows it. */
  new_email: z.string().optional(),
  email_change_sent_at: z.string().optional(),
  factors: z.array(goTrueFactorSchema).optional(),
});

export type GoTrueUser = z.infer<typeof goTrueUserSchema>;

export const goTrueSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  refresh_token: z.string(),
  user: goTrueUserSchema,
});

export type GoTrueSession = z.infer<typeof goTrueSessionSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `factors` as GoTrue lists them (auth-js mfa.listFactors reads them from here). */
export function toGoTrueUser(user: AuthUser, factors: GoTrueFactor[] = []): GoTrueUser {
  const createdAt = user.created_at.toISOString();
  const updatedAt = user.updated_at.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.user_metadata,
    // One e-mail identity, as GoTrue lists it (some clients read an empty list as
    // "this address was already registered").
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          sub: user.id,
          email: user.email,
          email_verified: user.email_confirmed_at !== null,
          phone_verified: false,
        },
        provider: 'email',
        email: user.email,
        last_sign_in_at: iso(user.last_sign_in_at),
        created_at: createdAt,
        updated_at: updatedAt,
      },
    ],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
    ...(user.email_change
      ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at) ?? '' }
      : {}),
    ...(factors.length > 0 ? { factors } : {}),
  };
}
