import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the person receives it: parsed by mailparser, links and all. */
export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM, RCPT TO). */
  from: string;
  to: string[];
  /** The message as it came over the wire. */
  raw: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header names in lower case; values as one line. */
  headers: Map<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  authPlain: { username: string; password: string } | undefined;
  /** performance.now() when the server accepted the message. */
  acceptedAt: number;
}

export interface SmtpInbox {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** The first mail to the address (after `skip` earlier ones), waiting up to `timeoutMs`. */
  waitForMessage(to: string, timeoutMs?: number, skip?: number): Promise<ReceivedMail>;
  /** The first mail to the address whose subject starts with `subject`. */
  waitForSubject(to: string, subject: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Resolves once `count` mails have arrived in all. */
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  /** Mails to one address. */
  to(address: string): ReceivedMail[];
  /** Answers RCPT TO for the address with this line ("550 5.1.1 no such user", "451 busy"). */
  refuseRecipient(address: string, reply: string): void;
  /** Accepts the address again. */
  acceptRecipient(address: string): void;
  /** Stops listening: connections are refused until `resume` (an outage). */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

function replyError(line: string): Error {
  const code = Number(line.slice(0, 3));
  return Object.assign(new Error(line.slice(4)), { responseCode: code });
}

/**
 * A real SMTP server on loopback (the `smtp-server` package, no TLS, any login accepted)
 * that parses what it receives with `mailparser`: tests read mail as a person would and
 * follow its links.
 */
export async function startSmtpInbox({
  acceptDelayMs = 0,
}: {
  /** A slow relay: each message is answered this long after it arrived. */
  acceptDelayMs?: number;
} = {}): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const refusals = new Map<string, string>();
  const createServer = () =>
    new SMTPServer({
      // An outage (pause) or the end of a test must not wait for the sender's idle pooled
      // connections to leave on their own (30 s by default).
      closeTimeout: 100,
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username ?? '' });
      },
      onRcptTo(address, _session, callback) {
        const refusal = refusals.get(address.address.toLowerCase());
        callback(refusal ? replyError(refusal) : null);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              const headers = new Map<string, string>();
              for (const line of parsed.headerLines) {
                headers.set(line.key, line.line.slice(line.line.indexOf(':') + 1).trim());
              }
              messages.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
                raw: raw.toString('utf8'),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                messageId: parsed.messageId ?? '',
                headers,
                attachments: parsed.attachments.map((attachment) => ({
                  filename: attachment.filename ?? '',
                  contentType: attachment.contentType,
                  content: attachment.content.toString('utf8'),
                })),
                authPlain: session.user
                  ? { username: String(session.user), password: '' }
                  : undefined,
                acceptedAt: performance.now(),
              });
              if (acceptDelayMs > 0) setTimeout(() => callback(), acceptDelayMs);
              else callback();
            })
            .catch((error: unknown) => callback(error as Error));
        });
      },
    });

  const withErrorsHandled = (created: SMTPServer) =>
    // A client killed mid-message resets its connection (the crash tests do it on purpose).
    created.on('error', () => undefined);
  let server = withErrorsHandled(createServer());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));

  async function poll<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = find();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${what} within ${timeoutMs} ms (${messages.length} mails received)`);
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((message) => message.to.includes(address)),
    waitForMessage: (to, timeoutMs = 5000, skip = 0) =>
      poll(
        () => messages.filter((message) => message.to.includes(to))[skip],
        timeoutMs,
        `no mail ${skip + 1} to ${to}`,
      ),
    waitForSubject: (to, subject, timeoutMs = 5000) =>
      poll(
        () =>
          messages.find(
            (message) => message.to.includes(to) && message.subject.startsWith(subject),
          ),
        timeoutMs,
        `no mail "${subject}…" to ${to}`,
      ),
    waitForCount: async (count, timeoutMs = 5000) => {
      await poll(
        () => (messages.length >= count ? true : undefined),
        timeoutMs,
        `not ${count} mails`,
      );
    },
    refuseRecipient: (address, reply) => refusals.set(address.toLowerCase(), reply),
    acceptRecipient: (address) => refusals.delete(address.toLowerCase()),
    pause: closeServer,
    async resume() {
      server = withErrorsHandled(createServer());
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: closeServer,
  };
}
