/**
 * The admin area's sub-pages (`/admin/<slug>`): the web app's section menu names them
 * (admin-sections.ts) and the server answers them with the app's shell (site-paths.ts),
 * so a section added here is reachable by its address too.
 */
export const adminSectionSlugs = [
  'orders',
  'analytics',
  'templates',
  'catalogue',
  'settings',
  'media',
  'outbox',
  'transmission',
  'work',
  'bookings',
] as const;

export type AdminSectionSlug = (typeof adminSectionSlugs)[number];
