import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { headerText, recipientAddress } from './mail-headers.ts';
import { isMailKind, mailTemplates, type MailData, type MailKind } from './mail-kinds.ts';
import type { MailMessage } from './mail-message.ts';
import type { MailLinks } from './mail-template.ts';
import { insertOutboxRow } from './outbox-repository.ts';

/** One mail to queue: see `MailOutbox.enqueue`. */
export interface MailToQueue<Kind extends MailKind> {
  kind: Kind;
  to: string;
  /** The template's input (mail-kinds.ts); stored as JSON. */
  data: MailData<Kind>;
  /**
   * One event, one mail: while a mail with this key is queued or sent, queueing it again
   * does nothing. Name the event: `receipt:<order id>`, `welcome:<user id>`.
   */
  idempotencyKey: string;
  /** Not before this moment (a reminder); at once by default. */
  dueAt?: Date;
  /** Dropped unsent if it could not go out before this (a reminder once its session began). */
  expiresAt?: Date;
  /** Groups mails so they can be cancelled together (`webinar:<lead id>`). */
  reference?: string;
}

export interface MailOutbox {
  /**
   * Queues a templated mail as part of the caller's transaction: pass the transaction
   * (`trx`) the event is written in, and the mail exists exactly when the event does.
   * A worker in some server process sends it once it is due, retrying temporary failures
   * for two days. Returns the row's id and whether this call created it.
   */
  enqueue<Kind extends MailKind>(
    db: Kysely<DB>,
    mail: MailToQueue<Kind>,
  ): Promise<{ id: string; isNew: boolean }>;
  /**
   * Plain-text mails from code written before the outbox (issue 28): queued at once,
   * outside any transaction, with no idempotency. New code calls `enqueue` with a template.
   */
  send(kind: string, message: MailMessage): Promise<void>;
}

/** Subjects are computed when queued (the admin Outbox lists them); bodies when sent. */
export function createMailOutbox(options: {
  db: Kysely<DB>;
  publicUrl: string;
  links: MailLinks;
  /** Due times are the server's clock, as the worker reads it (CLOCK_START, tests). */
  clock?: Clock;
}): MailOutbox {
  const clock = options.clock ?? systemClock;
  const subjectOf = (kind: MailKind, to: string, data: unknown) =>
    headerText(
      mailTemplates[kind].compose(data as never, {
        publicUrl: options.publicUrl,
        recipient: to,
        supportEmail: '',
        links: options.links,
      }).subject,
    );

  const outbox: MailOutbox = {
    async enqueue(db, mail) {
      const to = recipientAddress(mail.to);
      return insertOutboxRow(db, {
        kind: mail.kind,
        idempotencyKey: mail.idempotencyKey,
        recipient: to,
        subject: subjectOf(mail.kind, to, mail.data),
        data: mail.data,
        list: mailTemplates[mail.kind].list ?? null,
        reference: mail.reference ?? null,
        dueAt: mail.dueAt ?? clock(),
        expiresAt: mail.expiresAt,
      });
    },
    async send(kind, message) {
      const to = recipientAddress(message.to);
      const data = { subject: headerText(message.subject), text: message.text };
      // A kind with a template of its own expects that template's data, not text.
      await insertOutboxRow(options.db, {
        kind: isMailKind(kind) ? 'plain_text' : kind,
        idempotencyKey: `plain:${randomUUID()}`,
        recipient: to,
        subject: data.subject,
        data,
        list: null,
        reference: null,
        dueAt: clock(),
        expiresAt: undefined,
      });
    },
  };
  return outbox;
}
