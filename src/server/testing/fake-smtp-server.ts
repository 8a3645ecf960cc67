import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Everything between DATA and the final dot, dot-stuffing undone. */
  data: string;
  /** The body as the recipient reads it: quoted-printable or base64 decoded. */
  text: string;
  authPlain: string | undefined;
}

export interface FakeSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to the address, waiting up to `timeoutMs`. */
  waitForMessage(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface FakeSmtpOptions {
  /** Answer RCPT TO with this code instead of 250 (to test refusals). */
  rcptReply?: string;
}

/** The body of a single-part message, its Content-Transfer-Encoding undone. */
function decodedBody(data: string): string {
  const split = data.indexOf('\r\n\r\n');
  const headers = split < 0 ? data : data.slice(0, split);
  const body = split < 0 ? '' : data.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const joined = body.replace(/=\r\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A loopback SMTP server that accepts everything and keeps the messages, for tests. */
export async function startFakeSmtpServer(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '', text: '', authPlain: undefined };
    let isReadingData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (isReadingData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
        current.text = decodedBody(current.data);
        buffer = buffer.slice(end + 5);
        isReadingData = false;
        messages.push(current);
        current = { from: '', to: [], data: '', text: '', authPlain: undefined };
        reply('250 queued');
      }
      let end = buffer.indexOf('\r\n');
      while (end >= 0 && !isReadingData) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          reply('250-fake-smtp\r\n250-AUTH PLAIN\r\n250 8BITMIME');
        } else if (verb === 'AUTH') {
          current.authPlain = line.split(' ')[2];
          reply('235 ok');
        } else if (verb === 'MAIL') {
          current.from = line.slice(10).replace(/[<>]/g, '');
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).replace(/[<>]/g, ''));
          reply(options.rcptReply ?? '250 ok');
        } else if (verb === 'DATA') {
          isReadingData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('502 not implemented');
        }
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessage(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((message) => message.to.includes(to));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
