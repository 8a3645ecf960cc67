import { createTransport } from 'nodemailer';
import type { PreparedMail } from './render-mail.ts';
import type { SmtpSettings } from './smtp-settings.ts';

/** A connection pool to the relay; `send` resolves with its acceptance line. */
export interface MailTransport {
  send(mail: PreparedMail): Promise<string>;
  close(): void;
}

/**
 * Hands mails to the relay with nodemailer over a small pool of kept connections (each
 * carries up to 100 messages): STARTTLS whenever the server offers it, and required before
 * credentials go to anything but loopback; AUTH PLAIN; every wait bounded, so a stuck
 * relay fails a try instead of holding it. Retries are the outbox's business.
 */
export function createSmtpTransport(
  settings: SmtpSettings,
  { maxConnections = 4, timeoutMs = 15_000 }: { maxConnections?: number; timeoutMs?: number } = {},
): MailTransport {
  const transport = createTransport({
    pool: true,
    maxConnections,
    maxMessages: 100,
    host: settings.host,
    port: settings.port,
    secure: settings.isImplicitTls,
    requireTLS: !settings.isImplicitTls && settings.username !== undefined && !settings.isLoopback,
    tls: { servername: settings.host },
    name: settings.clientName,
    auth: settings.username
      ? { user: settings.username, pass: settings.password ?? '' }
      : undefined,
    authMethod: 'PLAIN',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
        envelope: { from: settings.fromAddress, to: [mail.to] },
        // Our own Message-ID, the same on every try, and no X-Mailer advertising.
        xMailer: false,
      });
      return typeof info.response === 'string' ? info.response : '250 accepted';
    },
    close: () => transport.close(),
  };
}
