import { emailMaxLength } from '../email-max-length.ts';

/**
 * Length limits of the webinar form's fields, the same as a contact lead's. Kept apart
 * from the zod schema so the landing page can set maxLength without loading zod; a unit
 * test holds them equal to leadLimits.
 */
export const webinarFieldLimits = {
  name: 100,
  email: emailMaxLength,
} as const;
