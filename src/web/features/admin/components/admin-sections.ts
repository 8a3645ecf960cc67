/**
 * The admin area's sections, each at its own address: on one page they made a column
 * 13,600 px tall on a phone. /admin keeps the spec's two sections (Lead Management and
 * User Management); the rest moved to sub-pages.
 */
import type { AdminSectionSlug } from '~/shared/admin-section-slugs';

export interface AdminSectionLink {
  /** The part after /admin/ ('' for /admin itself); the server knows the same list. */
  slug: AdminSectionSlug | '';
  label: string;
}

export const adminSectionLinks: AdminSectionLink[] = [
  { slug: '', label: 'Leads & users' },
  { slug: 'orders', label: 'Orders' },
  { slug: 'analytics', label: 'Analytics' },
  { slug: 'templates', label: 'Email templates' },
  { slug: 'catalogue', label: 'Catalogue' },
  { slug: 'settings', label: 'Site settings' },
  { slug: 'media', label: 'Media library' },
  { slug: 'outbox', label: 'Outbox' },
  { slug: 'transmission', label: 'The Transmission' },
  { slug: 'work', label: 'Work' },
  { slug: 'bookings', label: 'Bookings' },
];

export const adminSectionPath = (slug: string) => (slug ? `/admin/${slug}` : '/admin');

/** The sections the dashboard page draws itself (media, outbox and transmission have their own routes). */
export type DashboardSection = '' | 'orders' | 'analytics' | 'templates' | 'catalogue' | 'settings';

export function dashboardSection(slug: string | undefined): DashboardSection | undefined {
  const value = slug ?? '';
  return (['', 'orders', 'analytics', 'templates', 'catalogue', 'settings'] as const).find(
    (section) => section === value,
  );
}
