import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { mediaFormatContentTypes, parseMediaUrl } from '../../shared/media.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { findVariantEtag, findVariantFile } from './media-repository.ts';

/**
 * A variant's bytes never change once written and its id is never reused, so its address
 * is cached for a year as immutable; the ETag answers the odd revalidation with 304.
 */
const immutableForAYear = 'public, max-age=31536000, immutable';

/**
 * Public images: `/media/<id>/<width>.<format>`, read from the database (every process
 * serves every image) and never resized here: each width × format was made at upload.
 */
export const mediaFileRoutes: FastifyPluginAsync<{ db: Kysely<DB> }> = async (app, { db }) => {
  app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', async (request, reply) => {
    const key = parseMediaUrl(`/media/${request.params.id}/${request.params.file}`);
    if (!key) throw AppError.notFound();
    const variant = { mediaId: key.id, width: key.width, format: key.format };
    const headers = {
      'cache-control': immutableForAYear,
      // Newsletters, feeds and share previews show these images on other sites.
      'cross-origin-resource-policy': 'cross-origin',
    };
    const asked = request.headers['if-none-match'];
    if (asked) {
      const etag = await findVariantEtag(db, variant);
      if (!etag) throw AppError.notFound();
      if (asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply
          .status(304)
          .headers({ ...headers, etag })
          .send();
      }
    }
    const file = await findVariantFile(db, variant);
    if (!file) throw AppError.notFound();
    return reply
      .headers({ ...headers, etag: file.etag })
      .type(mediaFormatContentTypes[key.format])
      .send(file.data);
  });
};
