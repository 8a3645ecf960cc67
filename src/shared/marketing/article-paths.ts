/**
 * The Transmission's issues by address, the featured one first. Apart from the cards'
 * content (`articles.ts`) because the list of the site's pages needs only these, and
 * every page's page-view beacon reads that list (`site-paths.ts`): the titles and
 * excerpts would ride along in each page's scripts. `articles.test.ts` checks that the
 * two lists name the same issues in the same order.
 */
export const articleSlugs: readonly string[] = [
  'the-365-business-year',
  'your-voice-is-the-moat',
  'one-sentence-test',
  'scroll-is-the-new-funnel',
  'content-from-one-conversation',
  'systems-before-hires',
  'pricing-the-transformation',
];

/** Where an issue is read on the site. */
export const articlePath = (slug: string) => `/transmission/${slug}`;
