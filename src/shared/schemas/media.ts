import { z } from 'zod';
import { altTextMaxLength, mediaFormats, originalNameMaxLength, uploadFormats } from '../media.ts';
import { messages } from '../messages.ts';

/** Alt text: required, trimmed, short enough for a screen reader to read in one breath. */
export const altTextSchema = z
  .string(messages.media.altRequired)
  .trim()
  .min(1, messages.media.altRequired)
  .max(altTextMaxLength, messages.media.altTooLong);

/**
 * The upload's query string: the body is the file itself (raw bytes, any declared type),
 * so what describes it travels beside it.
 */
export const uploadMediaQuerySchema = z
  .object({
    alt: altTextSchema,
    name: z.string().trim().max(originalNameMaxLength).optional(),
  })
  .strict();
export type UploadMediaQuery = z.input<typeof uploadMediaQuerySchema>;

export const updateMediaSchema = z.object({ altText: altTextSchema }).strict();
export type UpdateMediaInput = z.input<typeof updateMediaSchema>;

export const mediaIdParamsSchema = z.object({ id: z.uuid() });

export const mediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(mediaFormats),
  bytes: z.number().int(),
});

export const mediaItemSchema = z.object({
  id: z.uuid(),
  originalName: z.string(),
  /** What the upload was, detected from its bytes. */
  originalFormat: z.enum(uploadFormats),
  originalBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  altText: z.string(),
  /** Every variant's bytes added up: what the item costs the database. */
  storedBytes: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  variants: z.array(mediaVariantSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaLimitsSchema = z.object({
  maxUploadBytes: z.number().int(),
  maxPixels: z.number().int(),
});
export type MediaLimits = z.infer<typeof mediaLimitsSchema>;

export const mediaListSchema = z.object({
  items: z.array(mediaItemSchema),
  limits: mediaLimitsSchema,
});
export type MediaList = z.infer<typeof mediaListSchema>;

export const mediaUseSchema = z.object({ feature: z.string(), label: z.string() });
export type MediaUse = z.infer<typeof mediaUseSchema>;
