import { z } from 'zod';
import { emailMaxLength } from '../email-max-length.ts';
import { messages } from '../messages.ts';

/** Length limits of a client record, shared by the form (maxLength) and the API. */
export const clientLimits = {
  name: 100,
  email: emailMaxLength,
  phone: 40,
  company: 200,
  notes: 2000,
} as const;

/**
 * Phone numbers are stored as typed, but must look like one: digits with the usual
 * separators, an optional leading +, and between 7 and 15 digits (E.164's maximum).
 */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** An optional text field: blank means "no value" (null), everything else is trimmed. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.validation.tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

const name = z
  .string()
  .trim()
  .min(1, messages.validation.required('Name'))
  .max(clientLimits.name, messages.validation.tooLong('Name', clientLimits.name));

const email = z
  .string()
  .trim()
  .max(clientLimits.email, messages.validation.tooLong('Email', clientLimits.email))
  .nullish()
  .refine((value) => !value || z.email().safeParse(value).success, messages.validation.invalidEmail)
  .transform((value) => (value ? value : null));

const phone = z
  .string()
  .trim()
  .max(clientLimits.phone, messages.validation.tooLong('Phone', clientLimits.phone))
  .nullish()
  .refine((value) => !value || isPlausiblePhone(value), messages.validation.invalidPhone)
  .transform((value) => (value ? value : null));

/** The add-client and edit-client forms; the same schema validates the API body. */
export const clientInputSchema = z
  .object({
    name,
    email,
    phone,
    company: optionalText('Company', clientLimits.company),
    notes: optionalText('Notes', clientLimits.notes),
  })
  .strict();

export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export type Client = z.infer<typeof clientSchema>;

export const clientListSchema = z.object({ clients: z.array(clientSchema) });
export type ClientList = z.infer<typeof clientListSchema>;

export const clientIdParamsSchema = z.object({ clientId: z.uuid() });
