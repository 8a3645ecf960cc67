import type { Kysely } from 'kysely';
import type { MediaImage, MediaVariant } from '../../shared/media.ts';
import type { DB } from '../db/schema/schema.ts';
import { findMediaItems, listVariants } from './media-repository.ts';

/** A library image as pages render it; its variants a plain array, for any schema's type. */
export type PageImage = MediaImage & { variants: MediaVariant[] };

/**
 * The images `ids` name, with their variants, in two queries: what the published work
 * and the Transmission's covers render. An id no longer in the library is absent.
 */
export async function loadPageImages(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<Map<string, PageImage>> {
  const [items, variants] = await Promise.all([findMediaItems(db, ids), listVariants(db, ids)]);
  return new Map(
    items.map((item) => [
      item.id,
      {
        id: item.id,
        altText: item.altText,
        width: item.width,
        height: item.height,
        variants: variants
          .filter((variant) => variant.mediaId === item.id)
          .map(({ width, height, format }) => ({ width, height, format })),
      },
    ]),
  );
}
