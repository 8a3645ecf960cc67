import type { Kysely } from 'kysely';
import type { AdminCaseStudy, CaseStudyInput } from '../../shared/schemas/case-studies.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { findMediaItems } from '../media/media-repository.ts';
import {
  bumpWorkVersion,
  findCaseIdBySlug,
  findCaseStudy,
  insertCaseStudy,
  listCaseImages,
  listCaseStudies,
  reorderCaseStudies,
  replaceCaseImages,
  updateCaseStudy,
  type CaseStudyRow,
  type CaseStudyValues,
} from './case-study-repository.ts';

function toAdminCase(row: CaseStudyRow, imageIds: string[]): AdminCaseStudy {
  return {
    id: row.id,
    slug: row.slug,
    client: row.client,
    clientUrl: row.client_url,
    sector: row.sector,
    summary: row.summary,
    problem: row.problem,
    made: row.made,
    outcomes: row.outcomes,
    quote: { text: row.quote_text, name: row.quote_name, role: row.quote_role },
    fits: row.fits,
    imageIds,
    isExample: row.is_example,
    isPublished: row.is_published,
    isFeatured: row.is_featured,
    art: row.art,
    position: row.position,
    updatedAt: row.updated_at.toISOString(),
  };
}

async function withImages(db: Kysely<DB>, rows: CaseStudyRow[]): Promise<AdminCaseStudy[]> {
  const images = await listCaseImages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toAdminCase(
      row,
      images.filter((image) => image.caseStudyId === row.id).map((image) => image.mediaId),
    ),
  );
}

export async function listAdminCases(db: Kysely<DB>): Promise<AdminCaseStudy[]> {
  return withImages(db, await listCaseStudies(db));
}

async function adminCase(db: Kysely<DB>, id: string): Promise<AdminCaseStudy> {
  const row = await findCaseStudy(db, id);
  if (!row) throw AppError.notFound('No such case study');
  const [found] = await withImages(db, [row]);
  return found!;
}

/**
 * Every picture must be in the media library and carry alt text: a page shows each one,
 * and a picture without words is lost to a screen reader.
 */
async function checkImages(db: Kysely<DB>, imageIds: readonly string[]): Promise<void> {
  if (new Set(imageIds).size !== imageIds.length) {
    throw AppError.badRequest('A picture is in the gallery twice', { field: 'imageIds' });
  }
  const items = await findMediaItems(db, imageIds);
  const missing = imageIds.filter((id) => !items.some((item) => item.id === id));
  if (missing.length > 0) {
    throw AppError.badRequest(
      `${missing.length === 1 ? 'A picture is' : `${missing.length} pictures are`} no longer in the media library`,
      { field: 'imageIds' },
    );
  }
  const unnamed = items.filter((item) => item.altText.trim() === '');
  if (unnamed.length > 0) {
    throw AppError.badRequest('Give every picture alt text in the media library first', {
      field: 'imageIds',
    });
  }
}

function valuesOf(input: CaseStudyInput): CaseStudyValues {
  return {
    slug: input.slug,
    client: input.client,
    client_url: input.clientUrl,
    sector: input.sector,
    summary: input.summary,
    problem: input.problem,
    made: input.made,
    outcomes: JSON.stringify(input.outcomes),
    quote_text: input.quote.text,
    quote_name: input.quote.name,
    quote_role: input.quote.role,
    fits: [...new Set(input.fits)],
    is_example: input.isExample,
    is_published: input.isPublished,
    is_featured: input.isFeatured,
  };
}

function slugTaken(): AppError {
  return new AppError(409, 'conflict', 'Another case study already uses that address', {
    field: 'slug',
  });
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505';

/**
 * Creates (no id) or updates a case and its gallery, and moves the version in the same
 * transaction, so every process renders its pages again within a second.
 */
export async function saveCaseStudy(
  db: Kysely<DB>,
  { id, input, now }: { id?: string; input: CaseStudyInput; now: Date },
): Promise<AdminCaseStudy> {
  await checkImages(db, input.imageIds);
  const owner = await findCaseIdBySlug(db, input.slug);
  if (owner && owner !== id) throw slugTaken();
  try {
    const savedId = await db.transaction().execute(async (transaction) => {
      let caseId = id;
      if (caseId === undefined) {
        caseId = await insertCaseStudy(transaction, valuesOf(input));
      } else if (!(await updateCaseStudy(transaction, caseId, valuesOf(input), now))) {
        throw AppError.notFound('No such case study');
      }
      await replaceCaseImages(transaction, caseId, input.imageIds);
      await bumpWorkVersion(transaction);
      return caseId;
    });
    return adminCase(db, savedId);
  } catch (error) {
    // Two saves taking one address at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw slugTaken();
    // A picture deleted from the library between the check and the write.
    if ((error as { code?: unknown } | null)?.code === '23503') {
      throw AppError.badRequest('A picture is no longer in the media library', {
        field: 'imageIds',
      });
    }
    throw error;
  }
}

/** Publishes, unpublishes, features or unfeatures one case. */
export async function setCaseFlags(
  db: Kysely<DB>,
  {
    id,
    flags,
    now,
  }: { id: string; flags: { isPublished?: boolean; isFeatured?: boolean }; now: Date },
): Promise<AdminCaseStudy> {
  await db.transaction().execute(async (transaction) => {
    const changed = await updateCaseStudy(
      transaction,
      id,
      {
        ...(flags.isPublished === undefined ? {} : { is_published: flags.isPublished }),
        ...(flags.isFeatured === undefined ? {} : { is_featured: flags.isFeatured }),
      },
      now,
    );
    if (!changed) throw AppError.notFound('No such case study');
    await bumpWorkVersion(transaction);
  });
  return adminCase(db, id);
}

/** Puts the cases in the given order: every case, each once, or nothing changes. */
export async function reorderCases(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<AdminCaseStudy[]> {
  await db.transaction().execute(async (transaction) => {
    if (!(await reorderCaseStudies(transaction, ids))) {
      throw AppError.badRequest('List every case study exactly once', { field: 'ids' });
    }
    await bumpWorkVersion(transaction);
  });
  return listAdminCases(db);
}
