import type { Kysely } from 'kysely';
import { originalNameMaxLength, type MediaImage, type UploadFormat } from '../../shared/media.ts';
import { messages } from '../../shared/messages.ts';
import type { MediaItem } from '../../shared/schemas/media.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import type { AuthenticatedUser } from '../http/request-user.ts';
import type { ImageLimits } from './image-inspection.ts';
import { processImage, type ProcessedImage } from './image-variants.ts';
import {
  deleteMediaItem,
  findMediaItems,
  insertMediaItem,
  listMediaItems,
  listVariants,
  lockMediaItem,
  updateAltText,
  type MediaItemRow,
  type MediaVariantRow,
} from './media-repository.ts';
import type { MediaUsageRegistry } from './media-usage.ts';

export interface MediaDependencies {
  db: Kysely<DB>;
  limits: ImageLimits;
  usage: MediaUsageRegistry;
  /** Runs image processing one upload at a time in this process (see createProcessingQueue). */
  inTurn: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * One upload's decoding and encoding at a time per process: a second upload waits for
 * the first instead of doubling the memory and halving the speed of both. It orders work
 * only; what is stored does not depend on it.
 */
export function createProcessingQueue(): MediaDependencies['inTurn'] {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const result = last.then(work, work);
    last = result.catch(() => undefined);
    return result;
  };
}

function toMediaItems(items: MediaItemRow[], variants: MediaVariantRow[]): MediaItem[] {
  return items.map((item) => {
    const own = variants.filter((variant) => variant.mediaId === item.id);
    return {
      ...item,
      createdAt: item.createdAt.toISOString(),
      storedBytes: own.reduce((sum, variant) => sum + variant.bytes, 0),
      variants: own.map(({ width, height, format, bytes }) => ({ width, height, format, bytes })),
    };
  });
}

async function withVariants(db: Kysely<DB>, items: MediaItemRow[]): Promise<MediaItem[]> {
  return toMediaItems(
    items,
    await listVariants(
      db,
      items.map((item) => item.id),
    ),
  );
}

/** A file name worth showing: no folders, no control characters, never empty. */
export function cleanOriginalName(name: string | undefined, format: UploadFormat): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (printable || `image.${format === 'jpeg' ? 'jpg' : format}`).slice(
    0,
    originalNameMaxLength,
  );
}

export async function listMedia(db: Kysely<DB>): Promise<MediaItem[]> {
  return withVariants(db, await listMediaItems(db));
}

export async function getMediaItem(db: Kysely<DB>, id: string): Promise<MediaItem> {
  const [item] = await withVariants(db, await findMediaItems(db, [id]));
  if (!item) throw AppError.notFound(messages.media.notFound);
  return item;
}

/**
 * For pages: the images with these ids, ready for `responsiveImageData` or the
 * `<ResponsiveImage>` component. Unknown ids are simply absent.
 */
export async function findMediaImages(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<Map<string, MediaImage>> {
  const items = await withVariants(db, await findMediaItems(db, [...new Set(ids)]));
  return new Map(items.map((item) => [item.id, item]));
}

/**
 * Checks and resizes the upload, then stores the item and every variant in one
 * transaction: a refused or failed upload leaves no row behind.
 */
export async function uploadMedia({
  deps,
  user,
  file,
  altText,
  originalName,
}: {
  deps: MediaDependencies;
  user: AuthenticatedUser;
  file: Buffer;
  altText: string;
  originalName: string | undefined;
}): Promise<{ item: MediaItem; processingMs: number }> {
  const startedAt = performance.now();
  const processed: ProcessedImage = await deps.inTurn(() => processImage(file, deps.limits));
  const processingMs = Math.round(performance.now() - startedAt);
  const id = await deps.db.transaction().execute((transaction) =>
    insertMediaItem(transaction, {
      originalName: cleanOriginalName(originalName, processed.format),
      originalFormat: processed.format,
      originalBytes: file.length,
      width: processed.width,
      height: processed.height,
      altText,
      createdBy: user.id,
      variants: processed.variants,
    }),
  );
  return { item: await getMediaItem(deps.db, id), processingMs };
}

export async function updateMediaAltText(
  db: Kysely<DB>,
  { id, altText }: { id: string; altText: string },
): Promise<MediaItem> {
  if (!(await updateAltText(db, id, altText))) throw AppError.notFound(messages.media.notFound);
  return getMediaItem(db, id);
}

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/**
 * Deletes the image and every variant, unless something still shows it: the features'
 * registered checks run with the row locked, and a feature that references images with
 * a foreign key (the recommended way) makes the database refuse as well, even in a race.
 */
export async function deleteMedia({
  db,
  usage,
  id,
}: {
  db: Kysely<DB>;
  usage: MediaUsageRegistry;
  id: string;
}): Promise<void> {
  try {
    await db.transaction().execute(async (transaction) => {
      if (!(await lockMediaItem(transaction, id))) throw AppError.notFound(messages.media.notFound);
      const uses = await usage.usesOf(transaction, id);
      if (uses.length > 0) {
        const where = uses.map((use) => use.label).join(', ');
        throw new AppError(409, 'media_in_use', messages.media.inUse(where), { uses });
      }
      await deleteMediaItem(transaction, id);
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw new AppError(409, 'media_in_use', messages.media.inUse('referenced by another record'), {
      uses: [],
    });
  }
}
