/**
 * Which paths the site answers, shared by the build (what to pre-render) and the server
 * (what to serve as a page, what as the single-page-app shell, and what is unknown).
 */
import { adminSectionSlugs } from './admin-section-slugs.ts';

/**
 * Public pages rendered to static HTML at build time. The Transmission's articles and the
 * case studies are not among them: they live in the database and the server renders each
 * published one.
 */
export const prerenderedPaths: readonly string[] = [
  '/',
  '/interactive',
  '/contact',
  '/checkout/cancel',
  '/static',
  '/products',
  '/signal-strength',
  '/transmission',
  '/work',
  '/webinar-series',
  '/spark-summit',
  '/muse',
  '/mirror',
  '/journey',
  '/bizbuiltnow',
  '/brandfuel',
  '/hunter',
  '/bonnie',
  '/makeros',
  '/resources/signal-system-guide',
  '/resources/case-study',
  '/resources/mirror-demo',
  '/resources/spark-worksheet',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/forgot-password',
];

/** Screens rendered only in the browser (signed-in app and pages that read the URL). */
const appPathPatterns: readonly RegExp[] = [
  /^\/dashboard$/,
  /^\/account$/,
  /^\/clients$/,
  /^\/todos(\/.*)?$/,
  // The admin area and its sections (admin-section-slugs.ts).
  new RegExp(`^/admin(/(${adminSectionSlugs.join('|')}))?$`),
  /^\/checkout\/success$/,
  // Booking a call (its kinds and free times change by the minute) and the manage link.
  /^\/book(\/[a-z0-9-]+)?$/,
  /^\/reset-password$/,
  /^\/confirm-email$/,
  /^\/v2$/,
];

export const protectedPathPrefixes = ['/dashboard', '/account', '/clients', '/todos', '/admin'];

export function normalisePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export function isPrerenderedPath(path: string): boolean {
  return prerenderedPaths.includes(normalisePath(path));
}

export function isAppPath(path: string): boolean {
  const normalised = normalisePath(path);
  return appPathPatterns.some((pattern) => pattern.test(normalised));
}
