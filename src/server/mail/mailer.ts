import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, OutgoingMailKind } from '../db/schema.ts';
import type { MailMessage } from './mail-message.ts';
import { insertOutgoingMail, markMailFailed, markMailSent } from './outgoing-mail-repository.ts';
import { sendSmtpMail } from './smtp-client.ts';
import { parseSmtpUrl } from './smtp-settings.ts';

export interface Mailer {
  /**
   * Records the mail in outgoing_mail, then hands it to SMTP in the background (the
   * caller's answer must not wait on, or time, a remote server), or writes it to the log
   * when SMTP_URL is not set.
   */
  send(kind: OutgoingMailKind, message: MailMessage): Promise<void>;
  /** Resolves once background deliveries have finished (shutdown, tests). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<DB>;
  smtpUrl: string | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createMailer({ db, smtpUrl, publicUrl, log }: MailerOptions): Mailer {
  const settings = smtpUrl ? parseSmtpUrl(smtpUrl, publicUrl) : undefined;
  const deliveries = new Set<Promise<void>>();

  const deliver = async (id: string, message: MailMessage) => {
    try {
      await sendSmtpMail(settings!, message);
      await markMailSent(db, id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ mailId: id, reason }, 'mail delivery failed');
      await markMailFailed(db, id, reason).catch(() => undefined);
    }
  };

  return {
    async send(kind, message) {
      const id = await insertOutgoingMail(db, {
        kind,
        recipient: message.to,
        subject: message.subject,
        body_text: message.text,
      });
      if (!settings) {
        // Development without SMTP: the log is the inbox. It shows secrets (reset links),
        // which is why production should set SMTP_URL.
        log.warn(
          { mailId: id, to: message.to, subject: message.subject, text: message.text },
          'SMTP_URL is not set: mail not sent, its text is logged instead',
        );
        return;
      }
      const delivery = deliver(id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async idle() {
      await Promise.all([...deliveries]);
    },
  };
}
