import type { Kysely } from 'kysely';
import type { CatalogueKey } from '../../shared/catalogue.ts';
import { messages } from '../../shared/messages.ts';
import { summitStatus, webinarStatus } from '../../shared/site-settings/event-status.ts';
import type { DB } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { getSiteSettings } from './site-settings-service.ts';

const summitKeys = new Set<CatalogueKey>([
  'sparkSummit',
  'sparkSummitGeneral',
  'sparkSummitUpgrade',
]);

/**
 * The settings' and the clock's say on a checkout: no seat for a summit that is over or
 * whose sales are closed, no early-bird seat after its deadline, no membership while
 * applications are closed. Every checkout route passes through startCheckout, which
 * calls this first, so none of them can sell what the settings no longer offer.
 */
export async function assertCheckoutAllowed(
  db: Kysely<DB>,
  key: CatalogueKey,
  now: Date,
): Promise<void> {
  if (!summitKeys.has(key) && key !== 'muse') return;
  const { settings } = await getSiteSettings(db);
  if (key === 'muse') {
    if (!settings.membership.applicationsOpen) {
      throw new AppError(409, 'membership_closed', messages.siteSettings.membershipClosed);
    }
    return;
  }
  const summit = summitStatus(settings.summit, now);
  if (summit.isOver) throw new AppError(409, 'event_over', messages.siteSettings.summitOver);
  if (!summit.isOnSale) {
    throw new AppError(409, 'sales_closed', messages.siteSettings.ticketSalesClosed);
  }
  if (key === 'sparkSummit' && !summit.isEarlyBird) {
    throw new AppError(409, 'early_bird_over', messages.siteSettings.earlyBirdOver);
  }
}

/** Webinar registration (JSON and no-JavaScript form alike) closes after the last session. */
export async function assertWebinarRegistrationOpen(db: Kysely<DB>, now: Date): Promise<void> {
  const { settings } = await getSiteSettings(db);
  if (webinarStatus(settings.webinar, now).isOver) {
    throw new AppError(409, 'event_over', messages.siteSettings.webinarOver);
  }
}
