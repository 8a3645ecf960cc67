import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { SmtpSettings } from './smtp-settings.ts';

interface PooledConnection {
  connection: SMTPConnection;
  sent: number;
  isBroken: boolean;
}

export interface SmtpPoolOptions {
  maxConnections: number;
  /** A connection is closed after this many messages, as relays expect. */
  messagesPerConnection: number;
  timeoutMs: number;
}

/**
 * A few kept connections to the relay, each signed in once: STARTTLS whenever the server
 * offers it, and required before credentials go to anything but loopback; AUTH PLAIN; every
 * wait bounded. A connection that failed in any way is closed, never reused mid-message.
 */
export class SmtpPool {
  readonly #idle: PooledConnection[] = [];
  readonly #waiting: Array<(entry: PooledConnection | undefined) => void> = [];
  #open = 0;
  #isClosed = false;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly options: SmtpPoolOptions,
  ) {}

  /** Runs `use` on a signed-in connection; the connection is reused only if `use` succeeded. */
  async withConnection<T>(use: (connection: SMTPConnection) => Promise<T>): Promise<T> {
    const entry = await this.#acquire();
    try {
      const result = await use(entry.connection);
      entry.sent += 1;
      this.#release(entry, true);
      return result;
    } catch (error) {
      this.#release(entry, false);
      throw error;
    }
  }

  close(): void {
    this.#isClosed = true;
    for (const entry of this.#idle.splice(0)) entry.connection.quit();
    for (const wake of this.#waiting.splice(0)) wake(undefined);
  }

  async #acquire(): Promise<PooledConnection> {
    if (this.#isClosed) throw new Error('The mail transport is closed');
    for (let entry = this.#idle.pop(); entry; entry = this.#idle.pop()) {
      if (!entry.isBroken) return entry;
      this.#open -= 1;
    }
    if (this.#open < this.options.maxConnections) {
      this.#open += 1;
      try {
        return await this.#connect();
      } catch (error) {
        this.#open -= 1;
        this.#wakeNext();
        throw error;
      }
    }
    const handed = await new Promise<PooledConnection | undefined>((resolve) =>
      this.#waiting.push(resolve),
    );
    return handed ?? this.#acquire();
  }

  #release(entry: PooledConnection, isReusable: boolean): void {
    const keep =
      isReusable &&
      !entry.isBroken &&
      !this.#isClosed &&
      entry.sent < this.options.messagesPerConnection;
    if (!keep) {
      if (isReusable) entry.connection.quit();
      else entry.connection.close();
      this.#open -= 1;
      this.#wakeNext();
      return;
    }
    const waiter = this.#waiting.shift();
    if (waiter) waiter(entry);
    else this.#idle.push(entry);
  }

  /** A slot freed: the next waiter opens a connection of its own. */
  #wakeNext(): void {
    this.#waiting.shift()?.(undefined);
  }

  async #connect(): Promise<PooledConnection> {
    const { settings } = this;
    const { timeoutMs } = this.options;
    const connection = new SMTPConnection({
      host: settings.host,
      port: settings.port,
      secure: settings.isImplicitTls,
      requireTLS:
        !settings.isImplicitTls && settings.username !== undefined && !settings.isLoopback,
      tls: { servername: settings.host },
      name: settings.clientName,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    const entry: PooledConnection = { connection, sent: 0, isBroken: false };
    // An idle connection the relay or a timeout closed is dropped on its next turn.
    const broken = () => {
      entry.isBroken = true;
    };
    connection.on('error', broken);
    connection.on('end', broken);
    await new Promise<void>((resolve, reject) => {
      connection.once('error', reject);
      connection.connect(() => {
        connection.off('error', reject);
        resolve();
      });
    });
    if (settings.username !== undefined) {
      await new Promise<void>((resolve, reject) =>
        connection.login(
          { user: settings.username, pass: settings.password ?? '', method: 'PLAIN' },
          (error) => (error ? reject(error) : resolve()),
        ),
      ).catch((error: unknown) => {
        connection.close();
        throw error;
      });
    }
    return entry;
  }
}
