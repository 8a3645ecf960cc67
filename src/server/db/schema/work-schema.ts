import type { ColumnType, Generated } from 'kysely';
import type { CaseOutcome } from '../../../shared/work/work-content.ts';

/** Tables of the studio's case studies (migration 20261209090000-case-studies). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface CaseStudiesTable {
  id: Generated<string>;
  slug: string;
  client: string;
  /** The client's own site, https only; empty when it has none to show. */
  client_url: WithDefault<string>;
  sector: WithDefault<string>;
  summary: WithDefault<string>;
  problem: string;
  made: string;
  /** Written as JSON text, read as the list. */
  outcomes: ColumnType<CaseOutcome[], string | undefined, string>;
  quote_text: WithDefault<string>;
  quote_name: WithDefault<string>;
  quote_role: WithDefault<string>;
  fits: WithDefault<string[]>;
  art: string | null;
  is_example: WithDefault<boolean>;
  is_published: WithDefault<boolean>;
  is_featured: WithDefault<boolean>;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CaseStudyImagesTable {
  case_study_id: string;
  media_id: string;
  position: number;
}

export interface CaseStudiesVersionTable {
  id: number;
  version: WithDefault<number>;
}

export interface WorkTables {
  case_studies: CaseStudiesTable;
  case_study_images: CaseStudyImagesTable;
  case_studies_version: CaseStudiesVersionTable;
}
