import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One accepted message: its recipient, Message-ID and when the sink said 250. */
export interface SinkedMail {
  to: string;
  messageId: string;
  acceptedAt: number;
}

export interface SmtpSink {
  url: string;
  mails: SinkedMail[];
  waitForCount(count: number, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts everything and keeps only what the benchmark counts:
 * no parsing beyond the Message-ID header, so the sink costs the machine little.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
        for (const recipient of session.envelope.rcptTo) {
          mails.push({ to: recipient.address, messageId, acceptedAt: performance.now() });
        }
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForCount(count, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (mails.length < count && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails.length >= count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
