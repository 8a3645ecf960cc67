import type { SiteSettings } from '../schemas/site-settings.ts';
import { endOfZonedDay, zonedInstant } from '../zoned-time.ts';

/** Webinar sessions last half an hour. */
export const webinarSessionMinutes = 30;

export interface SummitStatus {
  startsAt: Date;
  endsAt: Date;
  /** The day is over (its end time has passed in the summit's zone). */
  isOver: boolean;
  /** Tickets can be bought: the studio opened sales and the day is not over. */
  isOnSale: boolean;
  /** The early-bird price still applies (to the end of its deadline day). */
  isEarlyBird: boolean;
}

export function summitStatus(summit: SiteSettings['summit'], now: Date): SummitStatus {
  const startsAt = zonedInstant(summit.date, summit.startTime, summit.timeZone);
  const endsAt = zonedInstant(summit.date, summit.endTime, summit.timeZone);
  const isOver = now.getTime() >= endsAt.getTime();
  const isOnSale = summit.ticketSalesOpen && !isOver;
  const earlyBirdEnds = endOfZonedDay(summit.earlyBirdDeadline, summit.timeZone);
  return {
    startsAt,
    endsAt,
    isOver,
    isOnSale,
    isEarlyBird: isOnSale && now.getTime() <= earlyBirdEnds.getTime(),
  };
}

export interface WebinarSessionTimes {
  startsAt: Date;
  endsAt: Date;
}

export function webinarSessionTimes(webinar: SiteSettings['webinar']): WebinarSessionTimes[] {
  return webinar.sessions.map((session) => {
    const startsAt = zonedInstant(session.date, session.time, webinar.timeZone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + webinarSessionMinutes * 60_000) };
  });
}

export interface WebinarStatus {
  /** Every session has ended: registration closes and the banner hides. */
  isOver: boolean;
  /** How many sessions, in order, have ended (their join and calendar links go). */
  sessionsOver: number;
  /** Index of the next session not yet ended and not cancelled, if any. */
  nextSessionIndex: number | undefined;
}

export function webinarStatus(webinar: SiteSettings['webinar'], now: Date): WebinarStatus {
  const times = webinarSessionTimes(webinar);
  const ended = times.findIndex((session) => session.endsAt.getTime() > now.getTime());
  // A cancelled session is never the next one; a series with only cancelled ones ahead is over.
  const next = times.findIndex(
    (session, index) =>
      webinar.sessions[index]?.cancelled !== true && session.endsAt.getTime() > now.getTime(),
  );
  return {
    isOver: next === -1,
    sessionsOver: ended === -1 ? times.length : ended,
    nextSessionIndex: next === -1 ? undefined : next,
  };
}

/** The /brandfuel launch sale ends at the end of its last day. */
export function brandFuelSaleEnd(offers: SiteSettings['offers']): Date {
  return endOfZonedDay(offers.brandfuelSaleEnd, offers.timeZone);
}

/** Over from the sale's last second on, as the checkout refuses it (sale-rules.ts). */
export function brandFuelSaleIsOver(offers: SiteSettings['offers'], now: Date): boolean {
  return now.getTime() >= brandFuelSaleEnd(offers).getTime();
}

/** A fixed end for /bizbuiltnow, or undefined when the studio set none (no deadline). */
export function bizBuiltNowFixedEnd(offers: SiteSettings['offers']): Date | undefined {
  return offers.bizbuiltnowEndMode === 'fixed' && offers.bizbuiltnowEndDate
    ? endOfZonedDay(offers.bizbuiltnowEndDate, offers.timeZone)
    : undefined;
}

/** 'none' without a fixed end, else whether the launch price still sells at `now`. */
export function bizBuiltNowLaunchState(
  offers: SiteSettings['offers'],
  now: Date,
): 'none' | 'open' | 'over' {
  const end = bizBuiltNowFixedEnd(offers);
  if (!end) return 'none';
  return now.getTime() > end.getTime() ? 'over' : 'open';
}
