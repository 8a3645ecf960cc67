import type { Kysely, Transaction } from 'kysely';
import type { MediaFormat, UploadFormat } from '../../shared/media.ts';
import type { DB } from '../db/schema/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface MediaItemRow {
  id: string;
  originalName: string;
  originalFormat: UploadFormat;
  originalBytes: number;
  width: number;
  height: number;
  altText: string;
  createdBy: string | null;
  createdAt: Date;
}

export interface MediaVariantRow {
  mediaId: string;
  width: number;
  height: number;
  format: MediaFormat;
  bytes: number;
}

export interface NewMediaItem {
  originalName: string;
  originalFormat: UploadFormat;
  originalBytes: number;
  width: number;
  height: number;
  altText: string;
  createdBy: string;
  variants: { width: number; height: number; format: MediaFormat; data: Buffer; etag: string }[];
}

const itemColumns = [
  'media_items.id',
  'media_items.original_name as originalName',
  'media_items.original_format as originalFormat',
  'media_items.original_bytes as originalBytes',
  'media_items.width',
  'media_items.height',
  'media_items.alt_text as altText',
  'auth_users.email as createdBy',
  'media_items.created_at as createdAt',
] as const;

function selectItems(db: Db) {
  return db
    .selectFrom('media_items')
    .leftJoin('auth_users', 'auth_users.id', 'media_items.created_by')
    .select(itemColumns);
}

/** The item and every variant, written together or not at all. */
export async function insertMediaItem(transaction: Transaction<DB>, item: NewMediaItem) {
  const { id } = await transaction
    .insertInto('media_items')
    .values({
      original_name: item.originalName,
      original_format: item.originalFormat,
      original_bytes: item.originalBytes,
      width: item.width,
      height: item.height,
      alt_text: item.altText,
      created_by: item.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const variant of item.variants) {
    // One row per statement: a variant is up to a few hundred kilobytes, and one
    // statement with a dozen of them would hold them all in one query buffer.
    await transaction
      .insertInto('media_variants')
      .values({ media_id: id, bytes: variant.data.length, ...variant })
      .execute();
  }
  return id;
}

/** Newest first: the admin grid. Metadata only; the bytes stay in the database. */
export async function listMediaItems(db: Db): Promise<MediaItemRow[]> {
  return selectItems(db)
    .orderBy('media_items.created_at', 'desc')
    .orderBy('media_items.id')
    .execute();
}

export async function findMediaItems(db: Db, ids: readonly string[]): Promise<MediaItemRow[]> {
  if (ids.length === 0) return [];
  return selectItems(db).where('media_items.id', 'in', ids).execute();
}

export async function listVariants(
  db: Db,
  mediaIds: readonly string[],
): Promise<MediaVariantRow[]> {
  if (mediaIds.length === 0) return [];
  return db
    .selectFrom('media_variants')
    .select(['media_id as mediaId', 'width', 'height', 'format', 'bytes'])
    .where('media_id', 'in', mediaIds)
    .orderBy('width')
    .execute();
}

export async function updateAltText(db: Db, id: string, altText: string): Promise<boolean> {
  const result = await db
    .updateTable('media_items')
    .set({ alt_text: altText, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Locks the item against a concurrent delete or edit until the transaction ends. */
export async function lockMediaItem(transaction: Transaction<DB>, id: string): Promise<boolean> {
  const row = await transaction
    .selectFrom('media_items')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the item; its variants go with it (ON DELETE CASCADE). */
export async function deleteMediaItem(transaction: Transaction<DB>, id: string): Promise<void> {
  await transaction.deleteFrom('media_items').where('id', '=', id).execute();
}

export interface StoredFile {
  etag: string;
  data: Buffer;
}

/** The ETag alone: enough to answer a revalidation with 304 without reading the bytes. */
export async function findVariantEtag(
  db: Db,
  key: { mediaId: string; width: number; format: MediaFormat },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('media_variants')
    .select('etag')
    .where('media_id', '=', key.mediaId)
    .where('width', '=', key.width)
    .where('format', '=', key.format)
    .executeTakeFirst();
  return row?.etag;
}

export async function findVariantFile(
  db: Db,
  key: { mediaId: string; width: number; format: MediaFormat },
): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('media_variants')
    .select(['etag', 'data'])
    .where('media_id', '=', key.mediaId)
    .where('width', '=', key.width)
    .where('format', '=', key.format)
    .executeTakeFirst();
  if (!row) return undefined;
  // PGlite answers bytea with a Uint8Array, pg with a Buffer: one type for the caller.
  const bytes: Uint8Array = row.data;
  const data = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { etag: row.etag, data };
}
