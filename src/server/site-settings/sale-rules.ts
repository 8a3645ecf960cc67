import type { Kysely } from 'kysely';
import type { CatalogueKey } from '../../shared/catalogue.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { messages } from '../../shared/messages.ts';
import {
  bizBuiltNowLaunchState,
  brandFuelSaleIsOver,
  summitStatus,
  webinarStatus,
} from '../../shared/site-settings/event-status.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import { getSiteSettings } from './site-settings-service.ts';

type Offers = SiteSettings['offers'];

const summitKeys = new Set<CatalogueKey>([
  'sparkSummit',
  'sparkSummitGeneral',
  'sparkSummitUpgrade',
]);

/**
 * Launch and sale prices that end with the studio's "Offer end dates": the /bizbuiltnow
 * package at its launch price (only when a fixed end is set; without one there is
 * no end) and the /brandfuel Kickstart plan at its sale price. After the end the pages
 * sell the regular price under its own key. Propel and Velocity have no published
 * regular price, so their prices stand.
 */
const launchPriceRules: Partial<
  Record<CatalogueKey, { hasEnded: (offers: Offers, now: Date) => boolean; message: string }>
> = {
  // As the page shows it (the public state's offers verdict): over once the fixed end has passed.
  bizBuiltNowPackage: {
    hasEnded: (offers, now) => bizBuiltNowLaunchState(offers, now) === 'over',
    message: messages.siteSettings.launchPriceOver,
  },
  // As the page shows it (the public state's offers verdict).
  brandFuelKickstart: {
    hasEnded: brandFuelSaleIsOver,
    message: messages.siteSettings.brandFuelSaleOver,
  },
};

/**
 * The settings' and the clock's say on a checkout: no seat for a summit that is over or
 * whose sales are closed, no early-bird seat after its deadline, no launch or sale price
 * after the offer's end, no membership while applications are closed. Every checkout
 * route passes through startCheckout, which calls this first, so none of them can sell
 * what the settings no longer offer.
 */
export async function assertCheckoutAllowed(
  db: Kysely<DB>,
  key: CatalogueKey,
  now: Date,
): Promise<void> {
  const launchPrice = launchPriceRules[key];
  if (!summitKeys.has(key) && key !== 'muse' && !launchPrice) return;
  const { settings } = await getSiteSettings(db);
  if (launchPrice) {
    if (launchPrice.hasEnded(settings.offers, now)) {
      throw new AppError(409, 'launch_price_over', launchPrice.message);
    }
    return;
  }
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
