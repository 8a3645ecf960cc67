import type { Kysely } from 'kysely';
import { waitlistLeadMessages, type WaitlistEvent } from '../../shared/offers/waitlist.ts';
import { formatEventDayWithYear } from '../../shared/offers/event-dates.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { summitStatus, webinarStatus } from '../../shared/site-settings/event-status.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { cancelQueuedMail } from '../mail/outbox-repository.ts';
import {
  mailSessions,
  queueSessionReminders,
  registrationReference,
  sessionReminderPrefix,
} from './webinar-mail.ts';
import { activeWebinarRegistrations } from './webinar-repository.ts';

export type SettingsChange = { before: SiteSettings; after: SiteSettings };

/**
 * What a settings save means for mail, in the save's transaction. A cancelled webinar
 * session drops its queued reminders and tells its registrants; a session whose
 * time, title or link changed gets its queued reminders replaced (the old ones are
 * cancelled, never sent); a session that moved also tells everyone registered its new
 * time. An event that opens again (a new summit on sale, a new series) tells its waitlist.
 */
export function mailOnSettingsChange(mailer: Mailer, clock: Clock) {
  return async (db: Kysely<DB>, change: SettingsChange): Promise<void> => {
    const now = clock();
    await cancelCalledOffSessions(db, mailer, change, now);
    await rescheduleWebinarSessions(db, mailer, change, now);
    await announceReopenedEvents(db, mailer, change, now);
  };
}

/**
 * A session the studio cancelled: its queued reminders are dropped unsent and, if it was
 * still ahead, everyone registered is told. Cancelling it again after a reinstatement
 * tells them again (the key names the save's moment).
 */
async function cancelCalledOffSessions(
  db: Kysely<DB>,
  mailer: Mailer,
  { before, after }: SettingsChange,
  now: Date,
): Promise<void> {
  const stillOn = new Set(mailSessions(after.webinar).map((session) => session.id));
  const calledOff = mailSessions(before.webinar).filter((session) => !stillOn.has(session.id));
  if (calledOff.length === 0) return;
  const registrants = await activeWebinarRegistrations(db);
  for (const session of calledOff) {
    await cancelQueuedMail(
      db,
      { keyPrefix: sessionReminderPrefix(session.id) },
      'Not sent: the studio cancelled the session',
    );
    if (new Date(session.startsAt) <= now) continue;
    for (const registrant of registrants) {
      await mailer.enqueue(db, {
        kind: 'webinar_session_cancelled',
        to: registrant.email,
        idempotencyKey: `webinar-cancelled:${session.id}:${now.getTime()}:${registrant.id}`,
        reference: registrationReference(registrant.id),
        data: {
          leadId: registrant.id,
          name: registrant.name,
          timeZone: after.webinar.timeZone,
          session,
          cancelledAt: now.toISOString(),
        },
      });
    }
  }
}

async function rescheduleWebinarSessions(
  db: Kysely<DB>,
  mailer: Mailer,
  { before, after }: SettingsChange,
  now: Date,
): Promise<void> {
  const previous = new Map(mailSessions(before.webinar).map((session) => [session.id, session]));
  const changed = mailSessions(after.webinar).filter((session) => {
    const old = previous.get(session.id);
    return (
      !old ||
      old.startsAt !== session.startsAt ||
      old.title !== session.title ||
      old.meetingUrl !== session.meetingUrl ||
      before.webinar.timeZone !== after.webinar.timeZone
    );
  });
  if (changed.length === 0) return;
  const registrants = await activeWebinarRegistrations(db);
  for (const session of changed) {
    await cancelQueuedMail(
      db,
      { keyPrefix: sessionReminderPrefix(session.id) },
      'Not sent: the session changed; a new reminder replaces it',
    );
    if (new Date(session.startsAt) <= now) continue;
    const old = previous.get(session.id);
    const hasMoved = old !== undefined && old.startsAt !== session.startsAt;
    for (const registrant of registrants) {
      await queueSessionReminders(db, mailer, {
        registrant,
        session,
        timeZone: after.webinar.timeZone,
        now,
      });
      if (!hasMoved) continue;
      await mailer.enqueue(db, {
        kind: 'webinar_session_moved',
        to: registrant.email,
        idempotencyKey: `webinar-moved:${session.id}:${session.startsAt}:${registrant.id}`,
        reference: registrationReference(registrant.id),
        data: {
          leadId: registrant.id,
          name: registrant.name,
          timeZone: after.webinar.timeZone,
          session,
          previousStartsAt: old.startsAt,
          changedAt: now.toISOString(),
        },
      });
    }
  }
}

async function announceReopenedEvents(
  db: Kysely<DB>,
  mailer: Mailer,
  { before, after }: SettingsChange,
  now: Date,
): Promise<void> {
  const summitOpened =
    !summitStatus(before.summit, now).isOnSale && summitStatus(after.summit, now).isOnSale;
  if (summitOpened) {
    const { startsAt } = summitStatus(after.summit, now);
    const when = formatEventDayWithYear(startsAt.toISOString(), after.summit.timeZone);
    await announceToWaitlist(db, mailer, 'spark-summit', after.summit.date, when);
  }
  const seriesOpened =
    webinarStatus(before.webinar, now).isOver && !webinarStatus(after.webinar, now).isOver;
  const [first] = mailSessions(after.webinar);
  if (seriesOpened && first) {
    const when = formatEventDayWithYear(first.startsAt, after.webinar.timeZone);
    await announceToWaitlist(db, mailer, 'webinar-series', first.startsAt.slice(0, 10), when);
  }
}

async function announceToWaitlist(
  db: Kysely<DB>,
  mailer: Mailer,
  event: WaitlistEvent,
  edition: string,
  when: string,
): Promise<void> {
  const waiting = await db
    .selectFrom('leads')
    .select(['id', 'name', 'email'])
    .where('source', '=', 'waitlist')
    .where('message', '=', waitlistLeadMessages[event])
    .execute();
  for (const lead of waiting) {
    await mailer.enqueue(db, {
      kind: 'waitlist_open',
      to: lead.email,
      idempotencyKey: `waitlist-open:${event}:${edition}:${lead.id}`,
      data: { name: lead.name, event, when },
    });
  }
}
