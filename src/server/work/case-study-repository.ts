import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema/schema.ts';
import type { CaseStudiesTable } from '../db/schema/work-schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type CaseStudyRow = Selectable<CaseStudiesTable>;

export interface CaseStudyValues {
  slug: string;
  client: string;
  client_url: string;
  sector: string;
  summary: string;
  problem: string;
  made: string;
  outcomes: string;
  quote_text: string;
  quote_name: string;
  quote_role: string;
  fits: string[];
  is_example: boolean;
  is_published: boolean;
  is_featured: boolean;
}

/** Every case in the order the pages show them. */
export async function listCaseStudies(db: Db, onlyPublished = false): Promise<CaseStudyRow[]> {
  return db
    .selectFrom('case_studies')
    .selectAll()
    .$if(onlyPublished, (query) => query.where('is_published', '=', true))
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

export async function findCaseStudy(db: Db, id: string): Promise<CaseStudyRow | undefined> {
  return db.selectFrom('case_studies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCaseIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('case_studies')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

/** A new case goes last. */
export async function insertCaseStudy(db: Transaction<DB>, values: CaseStudyValues) {
  const { id } = await db
    .insertInto('case_studies')
    .values((eb) => ({
      ...values,
      position: eb
        .selectFrom('case_studies')
        .select(eb.fn.coalesce(eb(eb.fn.max('position'), '+', 1), eb.lit(0)).as('next')),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** False when no such case. */
export async function updateCaseStudy(
  db: Transaction<DB>,
  id: string,
  values: Partial<CaseStudyValues>,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('case_studies')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces the gallery with `mediaIds`, in that order. */
export async function replaceCaseImages(
  db: Transaction<DB>,
  caseStudyId: string,
  mediaIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('case_study_images').where('case_study_id', '=', caseStudyId).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('case_study_images')
    .values(
      mediaIds.map((mediaId, position) => ({
        case_study_id: caseStudyId,
        media_id: mediaId,
        position,
      })),
    )
    .execute();
}

/** Each case's gallery, in order. */
export async function listCaseImages(
  db: Db,
  caseStudyIds: readonly string[],
): Promise<{ caseStudyId: string; mediaId: string }[]> {
  if (caseStudyIds.length === 0) return [];
  return db
    .selectFrom('case_study_images')
    .select(['case_study_id as caseStudyId', 'media_id as mediaId'])
    .where('case_study_id', 'in', caseStudyIds)
    .orderBy('case_study_id')
    .orderBy('position')
    .execute();
}

/** Positions follow `ids`; false unless `ids` is every case exactly once. */
export async function reorderCaseStudies(
  db: Transaction<DB>,
  ids: readonly string[],
): Promise<boolean> {
  const existing = await db.selectFrom('case_studies').select('id').forUpdate().execute();
  const known = new Set(existing.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size) return false;
  if (!ids.every((id) => known.has(id))) return false;
  for (const [position, id] of ids.entries()) {
    await db.updateTable('case_studies').set({ position }).where('id', '=', id).execute();
  }
  return true;
}

export async function bumpWorkVersion(db: Transaction<DB>): Promise<void> {
  await db
    .updateTable('case_studies_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function readWorkVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('case_studies_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The cases whose gallery shows the picture, for the media library's delete. */
export async function casesUsingMedia(db: Db, mediaId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('case_study_images')
    .innerJoin('case_studies', 'case_studies.id', 'case_study_images.case_study_id')
    .select('case_studies.client')
    .where('case_study_images.media_id', '=', mediaId)
    .orderBy('case_studies.client')
    .execute();
  return rows.map((row) => row.client);
}
