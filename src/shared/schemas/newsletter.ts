import { z } from 'zod';
import { messages } from '../messages.ts';
import { leadLimits } from './lead.ts';

/** The Transmission sign-up: an e-mail address and nothing else. */
export const newsletterSignupSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, messages.validation.required('Email'))
      .max(leadLimits.email, messages.validation.tooLong('Email', leadLimits.email))
      .pipe(z.email(messages.validation.invalidEmail)),
  })
  .strict();

export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;

export const newsletterSubscribedSchema = z.object({ ok: z.literal(true) });

/** What the lead's message says, so the studio sees where the lead came from. */
export const newsletterLeadMessage = 'Subscribed to The Transmission';

/**
 * A readable name for a lead that only gave an e-mail: "ada.lovelace+news@x.com" becomes
 * "Ada Lovelace". Leads need a name, and the sign-up form deliberately asks for none.
 */
export function nameFromEmail(email: string): string {
  const localPart = email.split('@')[0]?.split('+')[0] ?? '';
  const words = localPart
    .split(/[._-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return 'Transmission Subscriber';
  return words
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
    .slice(0, leadLimits.name);
}
