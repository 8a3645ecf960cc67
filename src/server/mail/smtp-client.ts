import MailComposer from 'nodemailer/lib/mail-composer';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import { Readable } from 'node:stream';
import type { PreparedMail } from './render-mail.ts';
import { SmtpPool } from './smtp-pool.ts';
import type { SmtpSettings } from './smtp-settings.ts';

export interface SendOptions {
  /**
   * Runs once the relay holds all of the mail but its end; the end goes only after it
   * resolves, and a rejection abandons the mail (the relay then drops it).
   */
  beforeHandover?: () => Promise<void>;
}

/** A connection pool to the relay; `send` resolves with its acceptance line. */
export interface MailTransport {
  send(mail: PreparedMail, options?: SendOptions): Promise<string>;
  close(): void;
}

/**
 * Hands mails to the relay over a small pool of kept connections (smtp-pool.ts), each
 * message composed whole first and streamed so that its end waits for `beforeHandover`.
 * Retries are the outbox's business.
 */
export function createSmtpTransport(
  settings: SmtpSettings,
  { maxConnections = 4, timeoutMs = 15_000 }: { maxConnections?: number; timeoutMs?: number } = {},
): MailTransport {
  const pool = new SmtpPool(settings, { maxConnections, timeoutMs, messagesPerConnection: 100 });
  return {
    async send(mail, { beforeHandover } = {}) {
      const message = await compose(settings, mail);
      const envelope = { from: settings.fromAddress, to: [mail.to] };
      return pool.withConnection((connection) =>
        sendOn(connection, envelope, new HandoverStream(message, beforeHandover)),
      );
    },
    close: () => pool.close(),
  };
}

function compose(settings: SmtpSettings, mail: PreparedMail): Promise<Buffer> {
  return new MailComposer({
    from: settings.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    // Our own Message-ID, the same on every try; no X-Mailer advertising.
    messageId: mail.messageId,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  })
    .compile()
    .build();
}

function sendOn(
  connection: SMTPConnection,
  envelope: { from: string; to: string[] },
  message: Readable,
): Promise<string> {
  return new Promise((resolve, reject) =>
    connection.send(envelope, message, (error, info) => {
      if (error) reject(error);
      else resolve(typeof info?.response === 'string' ? info.response : '250 accepted');
    }),
  );
}

/**
 * The composed message, read once the relay asked for the data (after DATA's 354): all of
 * it, then, after `beforeHandover`, its end, which is what makes the relay take the mail.
 */
class HandoverStream extends Readable {
  #isBodyRead = false;
  #isEnding = false;

  constructor(
    private readonly message: Buffer,
    private readonly beforeHandover: (() => Promise<void>) | undefined,
  ) {
    super();
  }

  override _read(): void {
    if (!this.#isBodyRead) {
      this.#isBodyRead = true;
      this.push(this.message);
      return;
    }
    if (this.#isEnding) return;
    this.#isEnding = true;
    (this.beforeHandover?.() ?? Promise.resolve()).then(
      () => this.push(null),
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
