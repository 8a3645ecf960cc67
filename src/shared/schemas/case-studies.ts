import { z } from 'zod';
import { isWebAddress } from '../same-site-path.ts';
import { isFitToken } from '../work/work-fits.ts';

/** Case studies: the admin editor's input and what the admin list receives. */

export const caseSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const caseImagesMax = 12;
export const caseOutcomesMax = 6;

const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write ${label}`)
    .max(max, `At most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), 'One line only');

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), 'One line only');

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Write ${label}`).max(max, `At most ${max} characters`);

export const caseOutcomeSchema = z.object({
  label: oneLine('what the figure measures', 80),
  value: oneLine('the figure', 24),
});
export type CaseOutcome = z.infer<typeof caseOutcomeSchema>;

/**
 * The client's site: an https address (a plain http one is accepted and shown as it is
 * typed), never `javascript:`, a data address or one carrying a password.
 */
const clientUrl = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine(
    (value) => value === '' || (isWebAddress(value) && !/^[a-z]+:\/\/[^/]*@/i.test(value)),
    'Use a full web address starting with https://, or leave it empty',
  );

export const caseStudyInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Write the address')
    .max(80, 'At most 80 characters')
    .regex(caseSlugPattern, 'Lower-case letters, digits and single hyphens only'),
  client: oneLine('the client', 80),
  clientUrl,
  sector: optionalLine(60),
  /** One or two sentences on cards. */
  summary: optionalLine(200),
  problem: text('the problem', 1200),
  made: text('what was made', 1200),
  outcomes: z.array(caseOutcomeSchema).max(caseOutcomesMax, `At most ${caseOutcomesMax} figures`),
  quote: z.object({
    text: z.string().trim().max(400, 'At most 400 characters'),
    name: optionalLine(80),
    role: optionalLine(120),
  }),
  fits: z
    .array(
      z.string().trim().refine(isFitToken, 'Not a catalogue product or one of the offer pages'),
    )
    .max(20, 'At most 20'),
  /** Media library images, in gallery order; the first is the cover. */
  imageIds: z
    .array(z.uuid('Pick pictures from the media library'))
    .max(caseImagesMax, `At most ${caseImagesMax} pictures`),
  isExample: z.boolean(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
});
export type CaseStudyInput = z.infer<typeof caseStudyInputSchema>;

export const caseStudyParamsSchema = z.object({ id: z.uuid() });

/** Publish or feature one case without sending the whole of it. */
export const caseStudyFlagsSchema = z
  .object({ isPublished: z.boolean(), isFeatured: z.boolean() })
  .partial()
  .refine((flags) => Object.keys(flags).length > 0, 'Say what to change');

/** Every case's id, in the order the pages show them. */
export const caseStudyOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

export const adminCaseStudySchema = caseStudyInputSchema.extend({
  id: z.string(),
  /** The drawing shown until the gallery has a picture (the seeded examples have one). */
  art: z.string().nullable(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCaseStudy = z.infer<typeof adminCaseStudySchema>;

export const adminCaseStudyListSchema = z.object({ cases: z.array(adminCaseStudySchema) });
