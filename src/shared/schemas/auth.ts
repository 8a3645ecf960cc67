import { z } from 'zod';
import { emailMaxLength } from '../email-max-length.ts';
import { messages } from '../messages.ts';

/**
 * Password bounds shared by the forms and the server. The minimum is GoTrue's default;
 * the maximum is generous for passphrases and password managers while keeping each
 * argon2 input bounded (argon2 itself has no 72-byte limit like bcrypt).
 */
export const passwordLimits = { min: 6, max: 256 } as const;

export { emailMaxLength };

/**
 * The HTML living standard's address pattern (what browsers check for type=email), with a
 * dot required in the domain: an address needs a top-level domain to receive mail.
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Accounts are keyed by lower-cased, trimmed addresses, so case never splits an account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const normalised = normaliseEmail(email);
  return normalised.length <= emailMaxLength && emailPattern.test(normalised);
}

/** Characters as people count them (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

const emailField = z
  .string()
  .trim()
  .min(1, messages.validation.required('Email'))
  .refine(isValidEmail, messages.validation.invalidEmail);

const newPasswordField = z
  .string()
  .refine((value) => passwordLength(value) >= passwordLimits.min, messages.auth.passwordTooShort)
  .refine(
    (value) => passwordLength(value) <= passwordLimits.max,
    messages.auth.passwordTooLong(passwordLimits.max),
  );

/** Sign-in: the spec shows no client-side bounds, only that both fields are required. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, messages.validation.required('Email')),
  password: z.string().min(1, messages.validation.required('Password')),
});

export const registerSchema = z.object({ email: emailField, password: newPasswordField });

export const forgotPasswordSchema = z.object({ email: emailField });

export const newPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.auth.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const appRoleSchema = z.enum(['admin', 'user']);

/** GET /api/me: the caller's own todo_profiles row. */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: appRoleSchema,
  created_at: z.string(),
});

export type Profile = z.infer<typeof profileSchema>;
