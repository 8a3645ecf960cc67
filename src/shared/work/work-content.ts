import type { MediaImage } from '../media.ts';

/**
 * What the public pages show of the studio's work, as the server hands it to a render
 * (and embeds it in the page for hydration). Types only, so no page carries code for them.
 */
export interface CaseOutcome {
  label: string;
  value: string;
}

export interface PublishedCase {
  slug: string;
  client: string;
  clientUrl: string;
  sector: string;
  summary: string;
  problem: string;
  made: string;
  outcomes: readonly CaseOutcome[];
  quote: { text: string; name: string; role: string };
  /** Media library pictures in gallery order; the first is the cover. */
  images: readonly MediaImage[];
  /** A drawing shipped with the site (`/art/work/<art>.svg`), shown without pictures. */
  art: string | null;
  /** Fictional: the page says so until the studio replaces it. */
  isExample: boolean;
  isFeatured: boolean;
  /** Catalogue keys and offer page paths the case fits (work-fits.ts). */
  fits: readonly string[];
}

export interface WorkContent {
  /** The page this was chosen for: a page hydrating reads only its own. */
  page: string;
  /** Moves whenever what is published changes: a page rendered for one key stays right. */
  key: string;
  /** On /work every published case; on a case's page the others; elsewhere those that fit. */
  cases: readonly PublishedCase[];
  /** On `/work/<slug>`: that case. */
  case: PublishedCase | null;
}

/** The id of the JSON script a rendered page carries its work in. */
export const workContentElementId = 'studio-work';

export const casePath = (slug: string) => `/work/${slug}`;

/** A drawing's address and size (every one is drawn on the same 640 × 400 board). */
export const caseArtSize = { width: 640, height: 400 } as const;
export const caseArtPath = (art: string) => `/art/work/${art}.svg`;
