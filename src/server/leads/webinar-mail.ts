import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { configuredWebinarSessions } from '../../shared/site-settings/configured-events.ts';
import { webinarSessionMinutes } from '../../shared/site-settings/event-status.ts';
import type { DB } from '../db/schema/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailSession } from '../mail/templates/event-templates.ts';

/** Reminders go this long before each session. */
export const reminderLeads = [
  { label: '24 hours', ms: 24 * 60 * 60 * 1000 },
  { label: '1 hour', ms: 60 * 60 * 1000 },
] as const;

/** The sessions that will take place (not cancelled), as mails show them. */
export function mailSessions(webinar: SiteSettings['webinar']): MailSession[] {
  return configuredWebinarSessions(webinar)
    .filter((session) => !session.isCancelled)
    .map((session) => ({
      id: session.id,
      title: session.title,
      startsAt: session.startsAt,
      endsAt: new Date(
        new Date(session.startsAt).getTime() + webinarSessionMinutes * 60_000,
      ).toISOString(),
      meetingUrl: session.meetingUrl,
    }));
}

export interface Registrant {
  id: string;
  name: string;
  email: string;
}

/** Groups a registration's mails: cancelling it cancels every one still queued. */
export const registrationReference = (leadId: string) => `webinar:${leadId}`;
export const sessionReminderPrefix = (sessionId: string) => `webinar-reminder:${sessionId}:`;

/**
 * The reminders of one session for one person, each due 24 hours and 1 hour before it and
 * dropped unsent if the session has begun. A reminder whose moment has already passed (a
 * registration made the evening before) is not queued. The key names the session's start,
 * so a moved session's new reminders are new mails.
 */
export async function queueSessionReminders(
  db: Kysely<DB>,
  mailer: Mailer,
  {
    registrant,
    session,
    timeZone,
    now,
  }: {
    registrant: Registrant;
    session: MailSession;
    timeZone: string;
    now: Date;
  },
): Promise<void> {
  const startsAt = new Date(session.startsAt);
  for (const lead of reminderLeads) {
    const dueAt = new Date(startsAt.getTime() - lead.ms);
    if (dueAt <= now) continue;
    await mailer.enqueue(db, {
      kind: 'webinar_reminder',
      to: registrant.email,
      idempotencyKey: `${sessionReminderPrefix(session.id)}${lead.label}:${session.startsAt}:${registrant.id}`,
      reference: registrationReference(registrant.id),
      dueAt,
      expiresAt: startsAt,
      data: { leadId: registrant.id, name: registrant.name, timeZone, session, lead: lead.label },
    });
  }
}

/** A new (or renewed) registration: the confirmation with the calendar file, and reminders. */
export async function queueRegistrationMails(
  db: Kysely<DB>,
  mailer: Mailer,
  {
    registrant,
    registeredAt,
    webinar,
    now,
  }: { registrant: Registrant; registeredAt: Date; webinar: SiteSettings['webinar']; now: Date },
): Promise<void> {
  const ahead = mailSessions(webinar).filter((session) => new Date(session.endsAt) > now);
  await mailer.enqueue(db, {
    kind: 'webinar_confirmation',
    to: registrant.email,
    idempotencyKey: `webinar-confirmation:${registrant.id}:${registeredAt.getTime()}`,
    reference: registrationReference(registrant.id),
    data: {
      leadId: registrant.id,
      name: registrant.name,
      registeredAt: registeredAt.toISOString(),
      timeZone: webinar.timeZone,
      sessions: ahead,
    },
  });
  for (const session of ahead) {
    await queueSessionReminders(db, mailer, {
      registrant,
      session,
      timeZone: webinar.timeZone,
      now,
    });
  }
}
