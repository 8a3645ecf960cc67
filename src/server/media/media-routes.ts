import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages.ts';
import {
  mediaIdParamsSchema,
  mediaItemSchema,
  mediaListSchema,
  updateMediaSchema,
  uploadMediaQuerySchema,
} from '../../shared/schemas/media.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from '../http/error-schema.ts';
import { signedInUser } from '../http/request-authentication.ts';
import { requireAdmin } from '../profiles/caller-role.ts';
import {
  deleteMedia,
  getMediaItem,
  listMedia,
  updateMediaAltText,
  uploadMedia,
  type MediaDependencies,
} from './media-service.ts';

const errors = errorResponses(400, 401, 403, 404);

const fileError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, [{ field: 'file', message }]);

/**
 * The admin's media library API. An upload is the file itself as the request body (any
 * declared type: the bytes decide) with its alt text and name in the query string, so
 * no multipart parser is needed and only this route accepts a large body.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: MediaDependencies }> = async (
  app,
  { deps },
) => {
  const { db, limits } = deps;
  app.addHook('onRequest', requireAdmin(db));

  // Scoped to this plugin: elsewhere an unknown body type is still refused with 415.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: limits.maxUploadBytes },
    (_request, body, done) => done(null, body),
  );
  // Fastify refuses an oversized body before the route runs; say why in the file's terms.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw fileError(413, 'file_too_large', messages.media.tooManyBytes(limits.maxUploadBytes));
    }
    throw error;
  });

  app.get(
    '/api/admin/media',
    { schema: { response: { 200: mediaListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listMedia(db), limits };
    },
  );

  app.post(
    '/api/admin/media',
    {
      bodyLimit: limits.maxUploadBytes,
      schema: {
        querystring: uploadMediaQuerySchema,
        response: { 201: mediaItemSchema, ...errorResponses(413, 415), ...errors },
      },
    },
    async (request, reply) => {
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) {
        throw fileError(400, 'file_required', messages.media.fileRequired);
      }
      const { item, processingMs } = await uploadMedia({
        deps,
        user: signedInUser(request),
        file,
        altText: request.query.alt,
        originalName: request.query.name,
      });
      request.log.info(
        { mediaId: item.id, bytes: file.length, processingMs, variants: item.variants.length },
        'media uploaded',
      );
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/api/admin/media/:id',
    { schema: { params: mediaIdParamsSchema, response: { 200: mediaItemSchema, ...errors } } },
    async (request) => getMediaItem(db, request.params.id),
  );

  app.patch(
    '/api/admin/media/:id',
    {
      schema: {
        params: mediaIdParamsSchema,
        body: updateMediaSchema,
        response: { 200: mediaItemSchema, ...errors },
      },
    },
    async (request) =>
      updateMediaAltText(db, { id: request.params.id, altText: request.body.altText }),
  );

  app.delete(
    '/api/admin/media/:id',
    {
      schema: {
        params: mediaIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMedia({ db, usage: deps.usage, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
