import { z } from 'zod';
import { messages } from '../messages.ts';
import { webinarFieldLimits as limits } from './webinar-fields.ts';

/** The lead message every webinar registration carries (spec: a fixed text). */
export const webinarLeadMessage = 'Registered for the Smarter in 30 webinar series';

/** POST /api/webinar-registrations: the form's two fields, validated like a contact lead. */
export const webinarRegistrationSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, messages.validation.required('Name'))
      .max(limits.name, messages.validation.tooLong('Name', limits.name)),
    email: z
      .string()
      .trim()
      .min(1, messages.validation.required('Email'))
      .max(limits.email, messages.validation.tooLong('Email', limits.email))
      .pipe(z.email(messages.validation.invalidEmail)),
  })
  .strict();

export type WebinarRegistrationInput = z.input<typeof webinarRegistrationSchema>;
export type WebinarRegistration = z.output<typeof webinarRegistrationSchema>;

export const webinarRegisteredSchema = z.object({ ok: z.literal(true) });
