import type { z } from 'zod';
import { leadFormActions } from '../../shared/lead-form-actions.ts';
import { messages } from '../../shared/messages.ts';
import { webinarRegistrationSchema } from '../../shared/offers/webinar-registration.ts';
import { contactLeadSchema } from '../../shared/schemas/lead.ts';
import { newsletterSignupSchema } from '../../shared/schemas/newsletter.ts';
import { newsletterPromise } from '../../shared/newsletter/newsletter-promise.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { waitlistSignupSchema, type WaitlistSignup } from '../../shared/schemas/waitlist.ts';
import { resourceCopyRequestSchema } from '../../shared/schemas/resource-copy.ts';
import type { RateLimitRule } from '../rate-limits/rate-limiter.ts';
import type { LeadServices } from './lead-mail.ts';
import {
  joinEventWaitlist,
  mailResourceCopy,
  registerForWebinar,
  submitContactLead,
  subscribeToTheNewsletter,
} from './lead-signups.ts';
import { contactRateLimit } from './leads-routes.ts';
import { newsletterRateLimit } from './newsletter-routes.ts';
import { waitlistRateLimit } from './waitlist-routes.ts';
import { resourceCopyRateLimit } from './resource-copy-routes.ts';
import { webinarRateLimit } from './webinar-routes.ts';

/** A public form that stores a lead, as its no-JavaScript fallback route sees it. */
export interface LeadFormDefinition<Value> {
  /** Where the form posts (shared with the pages); its success page is `<action>/done`. */
  action: string;
  /** The page the form is on, when the post does not say. */
  defaultReturnPath: string;
  /** Counted apart from the JSON API's own limit, as two routes. */
  rateLimit: RateLimitRule;
  /** The JSON API's schema: both ways in accept the same data. */
  schema: z.ZodType<Value>;
  // A method, so a form of any value type fits the list below.
  save(services: LeadServices, value: Value): Promise<unknown>;
  /** The spec's own wording for a refusal, where it has one. */
  invalidMessage?(fields: Record<string, unknown>): string | undefined;
  successTitle: string;
  /** A function when the message depends on the site settings (the newsletter's schedule). */
  successMessage: string | ((settings: SiteSettings) => string);
  successBackLabel: string;
  failureMessage: string;
}

export type LeadForm = LeadFormDefinition<unknown>;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

const webinarForm: LeadFormDefinition<z.output<typeof webinarRegistrationSchema>> = {
  action: leadFormActions.webinar,
  defaultReturnPath: '/webinar-series',
  rateLimit: webinarRateLimit,
  schema: webinarRegistrationSchema,
  save: registerForWebinar,
  invalidMessage: ({ name, email }) =>
    isBlank(name) || isBlank(email) ? messages.webinar.missingFields : undefined,
  successTitle: messages.webinar.success,
  successMessage:
    'You are on the list for Smarter in 30. The session links and calendar files are on the series page.',
  successBackLabel: 'Back to the series',
  failureMessage: messages.webinar.failure,
};

const newsletterForm: LeadFormDefinition<z.output<typeof newsletterSignupSchema>> = {
  action: leadFormActions.newsletter,
  defaultReturnPath: '/transmission',
  rateLimit: newsletterRateLimit,
  schema: newsletterSignupSchema,
  save: (services, { email }) => subscribeToTheNewsletter(services, email),
  successTitle: messages.newsletter.success,
  successMessage: (settings) =>
    `Check your inbox: The Transmission starts once you confirm with the link we just sent. ${newsletterPromise(settings.newsletter)}`,
  successBackLabel: 'Back to the page',
  failureMessage: messages.newsletter.failure,
};

const contactForm: LeadFormDefinition<z.output<typeof contactLeadSchema>> = {
  action: leadFormActions.contact,
  defaultReturnPath: '/contact',
  rateLimit: contactRateLimit,
  schema: contactLeadSchema,
  // No bearer token comes with a plain form post, so the lead has no user.
  save: (services, lead) => submitContactLead(services, lead, null),
  successTitle: 'Message sent',
  successMessage: messages.contact.success,
  successBackLabel: 'Back to Signal Studio',
  failureMessage: messages.contact.failure,
};

const waitlistForm: LeadFormDefinition<WaitlistSignup> = {
  action: leadFormActions.waitlist,
  defaultReturnPath: '/spark-summit',
  rateLimit: waitlistRateLimit,
  schema: waitlistSignupSchema,
  save: joinEventWaitlist,
  invalidMessage: ({ name, email }) =>
    isBlank(name) || isBlank(email) ? messages.webinar.missingFields : undefined,
  successTitle: "You're on the waitlist",
  successMessage: messages.siteSettings.waitlistJoined,
  successBackLabel: 'Back to the page',
  failureMessage: messages.webinar.failure,
};

const resourceCopyForm: LeadFormDefinition<z.output<typeof resourceCopyRequestSchema>> = {
  action: leadFormActions.resourceCopy,
  defaultReturnPath: '/#resources',
  rateLimit: resourceCopyRateLimit,
  schema: resourceCopyRequestSchema,
  save: mailResourceCopy,
  successTitle: 'Copy requested',
  successMessage: messages.resourceCopy.success,
  successBackLabel: 'Back to the resource',
  failureMessage: messages.resourceCopy.failure,
};

export const leadForms: readonly LeadForm[] = [
  webinarForm,
  newsletterForm,
  contactForm,
  waitlistForm,
  resourceCopyForm,
];
