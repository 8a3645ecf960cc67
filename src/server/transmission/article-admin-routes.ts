import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  adminArticleListSchema,
  adminArticleSchema,
  articleInputSchema,
  articleParamsSchema,
  articlePreviewInputSchema,
  articlePreviewSchema,
} from '../../shared/schemas/transmission-articles.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { errorResponses } from '../http/error-schema.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import { listAdminArticles, previewArticle, saveArticle } from './article-service.ts';

export interface ArticleAdminRoutesOptions {
  db: Kysely<DB>;
  clock: Clock;
  /** After a save: this process's next page shows it at once (read your own writes). */
  onSaved: () => void;
}

const errors = errorResponses(400, 401, 403, 404, 409);

/** The admin Transmission screen's articles: list, write, preview, publish or schedule. */
export const articleAdminRoutes: FastifyPluginAsyncZod<ArticleAdminRoutesOptions> = async (
  app,
  { db, clock, onSaved },
) => {
  const admin = { onRequest: requireAdmin(db) };

  app.get(
    '/api/admin/transmission/articles',
    { ...admin, schema: { response: { 200: adminArticleListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { articles: await listAdminArticles(db, clock()) };
    },
  );

  app.post(
    '/api/admin/transmission/articles',
    {
      ...admin,
      schema: { body: articleInputSchema, response: { 201: adminArticleSchema, ...errors } },
    },
    async (request, reply) => {
      const saved = await saveArticle(db, { input: request.body, now: clock() });
      onSaved();
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/admin/transmission/articles/:id',
    {
      ...admin,
      schema: {
        params: articleParamsSchema,
        body: articleInputSchema,
        response: { 200: adminArticleSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveArticle(db, {
        id: request.params.id,
        input: request.body,
        now: clock(),
      });
      onSaved();
      return saved;
    },
  );

  // The text as the page will show it, rendered by the same code the pages use.
  app.post(
    '/api/admin/transmission/articles/preview',
    {
      ...admin,
      schema: {
        body: articlePreviewInputSchema,
        response: { 200: articlePreviewSchema, ...errors },
      },
    },
    async (request) => ({ html: previewArticle(request.body.bodyMarkdown) }),
  );
};
