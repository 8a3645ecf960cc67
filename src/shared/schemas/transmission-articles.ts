import { z } from 'zod';

/** The Transmission's articles: the admin editor's input and what the pages receive. */

export const articleStatuses = ['draft', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const articleSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write ${label}`)
    .max(max, `At most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), 'One line only');

export const articleInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Write the address')
    .max(80, 'At most 80 characters')
    .regex(articleSlugPattern, 'Lower-case letters, digits and single hyphens only'),
  title: oneLine('a title', 160),
  excerpt: z.string().trim().max(300, 'At most 300 characters'),
  category: oneLine('a category', 40),
  author: oneLine('the author', 80),
  bodyMarkdown: z
    .string()
    .trim()
    .min(1, 'Write the article')
    .max(100_000, 'At most 100,000 characters'),
  /** Shown in search results and shares instead of the title; empty uses the title. */
  seoTitle: z.string().trim().max(70, 'At most 70 characters'),
  /** Empty uses the excerpt. */
  seoDescription: z.string().trim().max(160, 'At most 160 characters'),
  coverMediaId: z.uuid('Pick a picture from the media library').nullable(),
  status: z.enum(articleStatuses),
  /** When a published article appears; null with "published" means now. */
  publishAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const articleParamsSchema = z.object({ id: z.uuid() });

export const articlePreviewInputSchema = z.object({
  bodyMarkdown: z.string().max(100_000, 'At most 100,000 characters'),
});

/** A picture as the pages render it (a media library image). */
export const articleImageSchema = z.object({
  id: z.string(),
  altText: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(
    z.object({
      width: z.number().int(),
      height: z.number().int(),
      format: z.enum(['avif', 'webp', 'jpeg', 'png']),
    }),
  ),
});
export type ArticleImage = z.infer<typeof articleImageSchema>;

/** An article in the admin list and editor. */
export const adminArticleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  bodyMarkdown: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  coverMediaId: z.string().nullable(),
  status: z.enum(articleStatuses),
  publishAt: z.string().nullable(),
  /** "draft", "scheduled" (published with a time still ahead) or "published". */
  visibility: z.enum(['draft', 'scheduled', 'published']),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleListSchema = z.object({ articles: z.array(adminArticleSchema) });

export const articlePreviewSchema = z.object({ html: z.string() });
