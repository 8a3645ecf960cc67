import type { ColumnType, Generated } from 'kysely';
import type { MediaFormat, UploadFormat } from '../../../shared/media.ts';

/** Tables of the media library (migration 20261207090000-create-media-library). */

export interface MediaItemsTable {
  id: Generated<string>;
  original_name: string;
  original_format: UploadFormat;
  original_bytes: number;
  width: number;
  height: number;
  alt_text: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Written once with the item and never updated: its address is cached as immutable. */
export interface MediaVariantsTable {
  media_id: string;
  width: number;
  height: number;
  format: MediaFormat;
  bytes: number;
  etag: string;
  data: ColumnType<Buffer, Buffer, never>;
}

export interface MediaTables {
  media_items: MediaItemsTable;
  media_variants: MediaVariantsTable;
}
