import { createTransport } from 'nodemailer';
import type { MailMessage } from './mail-message.ts';
import type { SmtpSettings } from './smtp-settings.ts';

/**
 * Hands one plain-text message to the relay with nodemailer: STARTTLS whenever the server
 * offers it, and required before credentials go to anything but loopback; AUTH PLAIN. One
 * connection per message and no retries: the caller records failures in outgoing_mail.
 */
export async function sendSmtpMail(
  settings: SmtpSettings,
  message: MailMessage,
  timeoutMs = 15_000,
): Promise<void> {
  const transport = createTransport({
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
  try {
    await transport.sendMail({
      from: settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      envelope: { from: settings.fromAddress, to: [message.to] },
    });
  } finally {
    transport.close();
  }
}
