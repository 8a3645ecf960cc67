import { z } from 'zod';
import { messages } from '../messages.ts';

export const communicationLimits = {
  subject: 200,
  emailContent: 10_000,
  /** Ten SMS segments; longer texts are not something anyone sends by hand. */
  smsContent: 1600,
} as const;

export const templateLimits = {
  name: 100,
  subject: communicationLimits.subject,
  content: communicationLimits.emailContent,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, messages.validation.required(label))
    .max(max, messages.validation.tooLong(label, max));

/** Send Email form and the body recording it. Nothing is delivered; a row is written. */
export const sendEmailSchema = z
  .object({
    subject: requiredText('Subject', communicationLimits.subject),
    content: requiredText('Message', communicationLimits.emailContent),
  })
  .strict();
export type SendEmailInput = z.input<typeof sendEmailSchema>;

/** Send SMS form and the body recording it; an SMS has no subject. */
export const sendSmsSchema = z
  .object({ content: requiredText('Message', communicationLimits.smsContent) })
  .strict();
export type SendSmsInput = z.input<typeof sendSmsSchema>;

export const communicationTypes = ['email', 'sms'] as const;
export type CommunicationType = (typeof communicationTypes)[number];

export const communicationSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  type: z.enum(communicationTypes),
  subject: z.string().nullable(),
  content: z.string(),
  status: z.literal('sent'),
  createdAt: z.iso.datetime(),
});
export type Communication = z.infer<typeof communicationSchema>;

export const communicationListSchema = z.object({ communications: z.array(communicationSchema) });
export type CommunicationList = z.infer<typeof communicationListSchema>;

/** Email templates: read by every signed-in user, written by admins. */
export const emailTemplateInputSchema = z
  .object({
    name: requiredText('Name', templateLimits.name),
    subject: requiredText('Subject', templateLimits.subject),
    content: requiredText('Content', templateLimits.content),
  })
  .strict();
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>;
export type EmailTemplateValues = z.output<typeof emailTemplateInputSchema>;

export const emailTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateListSchema = z.object({ templates: z.array(emailTemplateSchema) });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

export const templateIdParamsSchema = z.object({ templateId: z.uuid() });

/**
 * Templates may greet the client by name: `{{client_name}}` and `{{company}}` are filled
 * in when a template is picked, so the sender edits a finished draft, not a form letter.
 */
export function fillTemplate(text: string, client: { name: string; company: string | null }) {
  return text
    .replaceAll('{{client_name}}', client.name)
    .replaceAll('{{company}}', client.company ?? 'your company');
}
