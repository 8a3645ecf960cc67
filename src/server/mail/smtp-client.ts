import net from 'node:net';
import tls from 'node:tls';
import { formatMessage, type MailMessage } from './mail-message.ts';
import { SmtpReplyReader } from './smtp-reply-reader.ts';
import type { SmtpSettings } from './smtp-settings.ts';

/**
 * A deliberately small SMTP client (RFC 5321) over node:net/tls, enough to hand one
 * plain-text message to a relay: EHLO, STARTTLS when offered (required before sending
 * credentials to anything but loopback), AUTH PLAIN, MAIL, RCPT, DATA, QUIT. No pooling,
 * no retries: the caller records failures in outgoing_mail.
 */
export async function sendSmtpMail(
  settings: SmtpSettings,
  message: MailMessage,
  timeoutMs = 15_000,
): Promise<void> {
  let socket: net.Socket = settings.isImplicitTls
    ? tls.connect({ host: settings.host, port: settings.port, servername: settings.host })
    : net.connect({ host: settings.host, port: settings.port });
  const reader = new SmtpReplyReader();
  let detach = reader.attach(socket);
  const arm = (target: net.Socket) =>
    target.setTimeout(timeoutMs, () => target.destroy(new Error('SMTP server timed out')));
  arm(socket);

  const command = async (line: string, expected: readonly number[], shown = line) => {
    socket.write(`${line}\r\n`);
    const reply = await reader.next();
    if (!expected.includes(reply.code)) {
      throw new Error(
        `SMTP ${shown} refused: ${reply.code} ${reply.lines.join(' ').slice(0, 300)}`,
      );
    }
    return reply;
  };
  const ehlo = async () => {
    const reply = await command(`EHLO ${settings.clientName}`, [250]);
    return new Set(reply.lines.slice(1).map((line) => line.slice(4).split(' ')[0]!.toUpperCase()));
  };

  try {
    const greeting = await reader.next();
    if (greeting.code !== 220) throw new Error(`SMTP greeting refused: ${greeting.code}`);
    let capabilities = await ehlo();
    if (!settings.isImplicitTls && capabilities.has('STARTTLS')) {
      await command('STARTTLS', [220]);
      detach();
      socket = tls.connect({ socket, servername: settings.host });
      detach = reader.attach(socket);
      arm(socket);
      capabilities = await ehlo();
    } else if (!settings.isImplicitTls && settings.username && !settings.isLoopback) {
      throw new Error('SMTP server offers no STARTTLS; refusing to send credentials in clear text');
    }
    if (settings.username) {
      const plain = Buffer.from(`\0${settings.username}\0${settings.password ?? ''}`).toString(
        'base64',
      );
      await command(`AUTH PLAIN ${plain}`, [235], 'AUTH PLAIN');
    }
    await command(`MAIL FROM:<${settings.fromAddress}>`, [250]);
    await command(`RCPT TO:<${message.to}>`, [250, 251]);
    await command('DATA', [354]);
    await command(`${formatMessage(settings, message)}\r\n.`, [250], 'message');
    await command('QUIT', [221]).catch(() => undefined);
  } finally {
    detach();
    socket.destroy();
  }
}
