import { z } from 'zod';
import { emailMaxLength } from '../email-max-length.ts';
import { messages } from '../messages.ts';

export const leadLimits = {
  name: 100,
  email: emailMaxLength,
  company: 200,
  phone: 40,
  message: 5000,
} as const;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.validation.tooLong(label, max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** The Contact Us form: shared by the form in the browser and the API on the server. */
export const contactLeadSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, messages.validation.required('Name'))
      .max(leadLimits.name, messages.validation.tooLong('Name', leadLimits.name)),
    email: z
      .string()
      .trim()
      .min(1, messages.validation.required('Email'))
      .max(leadLimits.email, messages.validation.tooLong('Email', leadLimits.email))
      .pipe(z.email(messages.validation.invalidEmail)),
    company: optionalText('Company', leadLimits.company),
    phone: optionalText('Phone', leadLimits.phone),
    message: z
      .string()
      .trim()
      .min(1, messages.validation.required('Message'))
      .max(leadLimits.message, messages.validation.tooLong('Message', leadLimits.message)),
    /** Honeypot: hidden from people, filled in by bots. A filled value means "drop it". */
    website: z.string().max(500).optional(),
  })
  .strict();

export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ContactLead = z.output<typeof contactLeadSchema>;

export const leadCreatedSchema = z.object({ ok: z.literal(true) });
