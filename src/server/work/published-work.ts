import type { Kysely } from 'kysely';
import type { MediaImage } from '../../shared/media.ts';
import type { PublishedCase } from '../../shared/work/work-content.ts';
import type { DB } from '../db/schema/schema.ts';
import { loadPageImages } from '../media/media-images.ts';
import { createVersionCheckedRead } from '../version-checked-read.ts';
import {
  listCaseImages,
  listCaseStudies,
  readWorkVersion,
  type CaseStudyRow,
} from './case-study-repository.ts';

/** The published cases in page order, and what identifies them. */
export interface PublishedWork {
  key: string;
  cases: readonly PublishedCase[];
}

export interface PublishedWorkSource {
  (): Promise<PublishedWork>;
  /** Forgets the version read last: a save through this process shows on its next page. */
  forget(): void;
}

/** How long a process trusts the version it read last (as the articles'). */
export const workVersionCheckIntervalMs = 1000;

function toPublished(row: CaseStudyRow, images: MediaImage[]): PublishedCase {
  return {
    slug: row.slug,
    client: row.client,
    clientUrl: row.client_url,
    sector: row.sector,
    summary: row.summary,
    problem: row.problem,
    made: row.made,
    outcomes: row.outcomes,
    quote: { text: row.quote_text, name: row.quote_name, role: row.quote_role },
    images,
    art: row.art,
    isExample: row.is_example,
    isFeatured: row.is_featured,
    fits: row.fits,
  };
}

/** Every published case with its pictures, in page order. */
export async function loadPublishedCases(db: Kysely<DB>): Promise<PublishedCase[]> {
  const rows = await listCaseStudies(db, true);
  const gallery = await listCaseImages(
    db,
    rows.map((row) => row.id),
  );
  const images = await loadPageImages(db, [...new Set(gallery.map((image) => image.mediaId))]);
  return rows.map((row) =>
    toPublished(
      row,
      gallery
        .filter((image) => image.caseStudyId === row.id)
        .flatMap((image) => images.get(image.mediaId) ?? []),
    ),
  );
}

/**
 * The published cases for a process that renders many pages: it asks the database for
 * the version at most once per second and reads the cases again only when it moved.
 */
export function createPublishedWorkSource(
  db: Kysely<DB>,
  monotonicNow?: () => number,
): PublishedWorkSource {
  const read = createVersionCheckedRead({
    readVersion: () => readWorkVersion(db),
    load: async (version): Promise<PublishedWork> => ({
      key: String(version),
      cases: await loadPublishedCases(db),
    }),
    intervalMs: workVersionCheckIntervalMs,
    ...(monotonicNow ? { monotonicNow } : {}),
  });
  return Object.assign(async () => (await read()).content, { forget: read.forget });
}
