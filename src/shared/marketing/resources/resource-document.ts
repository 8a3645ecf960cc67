/** A readable, printable resource page: sections of prose, lists and fill-in prompts. */
export interface ResourceSection {
  heading: string;
  paragraphs?: readonly string[];
  /** A bulleted list of points. */
  points?: readonly string[];
  /** Questions to answer on paper; printed with room to write. */
  prompts?: readonly string[];
}

export interface ResourceDocument {
  /** Matches a Signal Resource's id and the page's path under /resources. */
  id: string;
  eyebrow: string;
  title: string;
  summary: string;
  /** Reading or working time, as the page states it. */
  duration: string;
  sections: readonly ResourceSection[];
}

export const resourcePath = (id: string) => `/resources/${id}`;

/** A section's anchor on its page, from its heading ("1. SPARK: find the signal" → "1-spark-find-the-signal"). */
export const sectionAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
