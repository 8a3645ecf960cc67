import { z } from 'zod';
import { webinarRegistrationSchema } from '../offers/webinar-registration.ts';
import { waitlistEvents } from '../offers/waitlist.ts';

/** POST /api/waitlist: the webinar form's name and e-mail, plus which event. */
export const waitlistSignupSchema = webinarRegistrationSchema.extend({
  event: z.enum(waitlistEvents, { error: 'Choose an event' }),
});
export type WaitlistSignup = z.output<typeof waitlistSignupSchema>;

export const waitlistJoinedSchema = z.object({ ok: z.literal(true) });
