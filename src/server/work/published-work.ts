import type { Kysely } from 'kysely';
import type { MediaImage } from '../../shared/media.ts';
import type { PublishedCase } from '../../shared/work/work-content.ts';
import type { DB } from '../db/schema.ts';
import { findMediaItems, listVariants } from '../media/media-repository.ts';
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

async function imagesOf(db: Kysely<DB>, ids: string[]): Promise<Map<string, MediaImage>> {
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
  const images = await imagesOf(db, [...new Set(gallery.map((image) => image.mediaId))]);
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
  monotonicNow: () => number = () => performance.now(),
): PublishedWorkSource {
  let loaded: PublishedWork | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<PublishedWork> | undefined;
  let generation = 0;

  async function refresh(): Promise<PublishedWork> {
    const startedIn = generation;
    const version = await readWorkVersion(db);
    const key = String(version);
    const read = loaded?.key === key ? loaded : { key, cases: await loadPublishedCases(db) };
    if (startedIn === generation) {
      loaded = read;
      checkedAt = monotonicNow();
    }
    return read;
  }

  const current = async (): Promise<PublishedWork> => {
    if (loaded && monotonicNow() - checkedAt < workVersionCheckIntervalMs) return loaded;
    if (!checking) {
      const started = refresh().finally(() => {
        if (checking === started) checking = undefined;
      });
      checking = started;
    }
    return checking;
  };
  return Object.assign(current, {
    forget() {
      generation += 1;
      checkedAt = Number.NEGATIVE_INFINITY;
      checking = undefined;
    },
  });
}
