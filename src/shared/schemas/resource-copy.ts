import { z } from 'zod';
import { messages } from '../messages.ts';
import { signalResources } from '../marketing/signal-resources.ts';
import { leadLimits } from './lead.ts';

const resourceIds = signalResources.map((resource) => resource.id) as [string, ...string[]];

/** "E-mail me a copy" on a resource page: the address and which resource. */
export const resourceCopyRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, messages.validation.required('Email'))
      .max(leadLimits.email, messages.validation.tooLong('Email', leadLimits.email))
      .pipe(z.email(messages.validation.invalidEmail)),
    resourceId: z.enum(resourceIds, messages.resourceCopy.unknownResource),
  })
  .strict();

export type ResourceCopyRequest = z.input<typeof resourceCopyRequestSchema>;

export const resourceCopyAcceptedSchema = z.object({ ok: z.literal(true) });

/** The lead's message, naming the resource so the studio knows what to send. */
export function resourceCopyLeadMessage(resourceId: string): string {
  const title = signalResources.find((resource) => resource.id === resourceId)?.title ?? resourceId;
  return `Asked for a copy of the ${title}`;
}
