import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema/schema.ts';
import { classifyFailure, failureText, retryDelayMs, retryWindowMs } from './delivery-policy.ts';
import {
  claimDueMail,
  markBatchSent,
  markHandedOver,
  isUnsubscribed,
  releaseClaims,
  replaceMailData,
  reserveSendSlots,
  settleClaimedMail,
  settleUnconfirmedHandovers,
  type OutboxRow,
} from './outbox-repository.ts';
import { templateOf } from './mail-kinds.ts';
import {
  holdsSecret,
  renderStoredMail,
  type PreparedMail,
  type RenderSettings,
} from './render-mail.ts';
import type { MailTransport } from './smtp-client.ts';

export interface DeliveryWorkerOptions {
  db: Kysely<DB>;
  /** Undefined without SMTP_URL: due mails are marked unsent, to be read in the admin Outbox. */
  transport: MailTransport | undefined;
  /** Read before each batch: the site settings give the support address. */
  renderSettings: () => Promise<RenderSettings>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Mails per second for the whole installation; undefined for as fast as the relay takes. */
  ratePerSecond?: number | undefined;
  /** How long a claim holds before another process may take the mail (a sender died). */
  leaseSeconds?: number;
  batchSize?: number;
  /** Claiming loops per process; each sends its batch in parallel. */
  loops?: number;
  /** Longest wait between looks when nothing wakes the worker. */
  idlePollMs?: number;
  retryDelayMs?: (failedTries: number) => number;
  /** A try that takes longer than this is abandoned and counted as a temporary failure. */
  sendTimeoutMs?: number;
}

interface Settled {
  outcome: Parameters<typeof settleClaimedMail>[1]['outcome'];
}

/**
 * Delivers the outbox: claims due mails in batches, renders each from its template, hands
 * it to SMTP and records the outcome, in every server process at once (claims never
 * overlap). Just before a mail's last byte goes to the relay the row records the handover:
 * a sender that dies before it leaves a mail the relay drops (sent again once the lease
 * ends), one that dies after it leaves a mail the relay most likely took (recorded as sent,
 * unconfirmed, never repeated). What is left is the instant between that record and the
 * last byte (docs/decisions/2026-11-26-mail-handover.md).
 */
export class DeliveryWorker {
  private isRunning = false;
  private isStopping = false;
  private loops: Promise<void>[] = [];
  private wakeUp: (() => void) | undefined;
  private lastHandoverSweep: Date | undefined;
  private readonly options: Required<Omit<DeliveryWorkerOptions, 'transport' | 'ratePerSecond'>> &
    Pick<DeliveryWorkerOptions, 'transport' | 'ratePerSecond'>;

  constructor(options: DeliveryWorkerOptions) {
    this.options = {
      leaseSeconds: 120,
      batchSize: 25,
      loops: 2,
      idlePollMs: 1000,
      retryDelayMs,
      sendTimeoutMs: 60_000,
      ...options,
    };
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.isStopping = false;
    // Paced, more loops keep reservations queued ahead, so one batch's tail (its last
    // send, the commit, the next claim) never leaves a gap in the rate.
    const loops = this.options.ratePerSecond ? this.options.loops * 2 : this.options.loops;
    this.loops = Array.from({ length: loops }, () => this.loop());
  }

  /** Something was queued or came due: look now instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /**
   * Stops claiming and lets sends in flight finish, for at most `graceMs` (a server's whole
   * shutdown has ten seconds). A send still going then is left to its lease: the next
   * start, or another process, sends it (the window the decision record names).
   */
  async stop(graceMs = 5000): Promise<void> {
    this.isRunning = false;
    this.isStopping = true;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(this.loops), grace]);
    clearTimeout(timer);
    this.loops = [];
  }

  /**
   * Records as sent, unconfirmed, the mails a stopped sender had handed over (their lease
   * ended, or any at an embedded start, where no other process can be sending).
   */
  async settleHandovers(leaseEndedBefore: Date | 'any'): Promise<number> {
    const settled = await settleUnconfirmedHandovers(this.options.db, { leaseEndedBefore });
    for (const row of settled) {
      if (holdsSecret(row.kind))
        await replaceMailData(this.options.db, row.id, redactedData(row as OutboxRow));
    }
    if (settled.length > 0)
      this.options.log.warn(
        { mailIds: settled.map((row) => row.id) },
        'mails handed to the relay by a stopped sender are recorded as sent, unconfirmed',
      );
    return settled.length;
  }

  /**
   * A handed-over mail waits for its lease (minutes) before it is settled, so a look every
   * few seconds is as good as one per batch, and keeps an update off every batch's path.
   */
  private async settleHandoversNowAndThen(): Promise<void> {
    const now = this.options.clock();
    if (this.lastHandoverSweep && now.getTime() - this.lastHandoverSweep.getTime() < 10_000) return;
    this.lastHandoverSweep = now;
    await this.settleHandovers(now);
  }

  /** Delivers every mail due now; the number handled. Tests and benchmarks call it. */
  async runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const count = await this.deliverBatch();
      handled += count;
      if (count === 0) return handled;
    }
  }

  private async loop(): Promise<void> {
    while (this.isRunning) {
      let count = 0;
      try {
        count = await this.deliverBatch();
      } catch (error) {
        this.options.log.error({ err: error }, 'mail delivery batch failed');
      }
      if (count === 0 && this.isRunning) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.options.idlePollMs);
      const previous = this.wakeUp;
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        previous?.();
        done();
      };
    }).finally(() => {
      this.wakeUp = undefined;
    });
  }

  private async deliverBatch(): Promise<number> {
    const { db, ratePerSecond, batchSize, leaseSeconds } = this.options;
    // Paced, a batch is about half a second of sending: small enough to stop promptly.
    const limit = ratePerSecond
      ? Math.min(200, Math.max(1, Math.ceil(ratePerSecond / 2)))
      : batchSize;
    const token = randomUUID();
    await this.settleHandoversNowAndThen();
    const claimed = await claimDueMail(db, {
      now: this.options.clock(),
      limit,
      leaseSeconds,
      token,
    });
    if (claimed.length === 0) return 0;
    const settings = await this.options.renderSettings();
    const waitMs = ratePerSecond ? await reserveSendSlots(db, claimed.length, ratePerSecond) : 0;
    const startsAt = performance.now() + waitMs;
    const untried: string[] = [];
    const lost: string[] = [];
    const outcomes: Array<{ id: string; outcome: Settled['outcome'] }> = [];
    await Promise.all(
      claimed.map(async (row, index) => {
        if (ratePerSecond) {
          const delay = startsAt + (index * 1000) / ratePerSecond - performance.now();
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        }
        // Stopping while paced mails still wait: they go back to the queue untried.
        if (this.isStopping) {
          untried.push(row.id);
          return;
        }
        const settled = await this.deliver(row, settings, token);
        const { outcome } = settled;
        // Paced, the batch's mails go one after another over half a second: each accepted
        // one is marked sent at once, so a kill re-sends the mail in flight, not the batch.
        // Unpaced they are in flight together, and one commit for all widens no window.
        if (ratePerSecond && outcome.status === 'sent' && outcome.data === undefined) {
          const smtpResponse = outcome.smtpResponse;
          lost.push(...(await markBatchSent(db, token, [{ id: row.id, smtpResponse }])));
          return;
        }
        outcomes.push({ id: row.id, outcome });
      }),
    );
    // One commit for the rest of the batch: a durable database waits for the disk once.
    const accepted = outcomes.flatMap(({ id, outcome }) =>
      outcome.status === 'sent' && outcome.data === undefined
        ? [{ id, smtpResponse: outcome.smtpResponse }]
        : [],
    );
    await db.transaction().execute(async (trx) => {
      lost.push(...(await markBatchSent(trx, token, accepted)));
      for (const { id, outcome } of outcomes) {
        if (outcome.status === 'sent' && outcome.data === undefined) continue;
        if (!(await settleClaimedMail(trx, { id, token, outcome }))) lost.push(id);
      }
      await releaseClaims(trx, untried, token);
    });
    for (const mailId of lost) {
      this.options.log.warn(
        { mailId },
        'mail outcome not recorded: its claim had passed to another process',
      );
    }
    return claimed.length;
  }

  private async deliver(row: OutboxRow, settings: RenderSettings, token: string): Promise<Settled> {
    const now = this.options.clock();
    if (row.expires_at && row.expires_at <= now) {
      return {
        outcome: { status: 'cancelled', error: 'Not sent: too late, its moment had passed' },
      };
    }
    if (row.list && (await isUnsubscribed(this.options.db, row.recipient, row.list))) {
      return {
        outcome: {
          status: 'cancelled',
          error: `Not sent: the recipient left the list ${row.list}`,
        },
      };
    }
    let prepared: PreparedMail;
    try {
      prepared = renderStoredMail(row, settings);
    } catch (error) {
      return {
        outcome: {
          status: 'failed',
          error: `Could not render the template: ${failureText(error)}`,
        },
      };
    }
    const { transport } = this.options;
    if (!transport) {
      // One line, never the body: a reset link in the log would be a working key.
      this.options.log.warn(
        { mailId: row.id, kind: row.kind },
        'SMTP_URL is not set: mail not sent; read it in the admin Outbox',
      );
      return { outcome: { status: 'unsent', error: 'Not sent: SMTP_URL is not set' } };
    }
    try {
      const beforeHandover = async () => {
        if (!(await markHandedOver(this.options.db, row.id, token)))
          throw new Error('The claim passed to another process before the handover');
      };
      const response = await this.withTimeout(transport.send(prepared, { beforeHandover }));
      // A one-time link leaves the row with the mail: its data is kept without it.
      return {
        outcome: {
          status: 'sent',
          smtpResponse: response,
          ...(holdsSecret(row.kind) ? { data: redactedData(row) } : {}),
        },
      };
    } catch (error) {
      return { outcome: this.afterFailure(row, error, now) };
    }
  }

  private afterFailure(row: OutboxRow, error: unknown, now: Date): Settled['outcome'] {
    const reason = failureText(error);
    if (classifyFailure(error) === 'permanent') {
      return { status: 'failed', error: `Refused by the mail server: ${reason}` };
    }
    const firstTry = row.first_attempt_at ?? now;
    const nextTry = new Date(now.getTime() + this.options.retryDelayMs(row.attempts));
    if (nextTry.getTime() - firstTry.getTime() > retryWindowMs) {
      return {
        status: 'failed',
        error: `Gave up after ${row.attempts} tries over two days: ${reason}`,
      };
    }
    return { status: 'queued', error: reason, dueAt: nextTry };
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `No answer from the mail server within ${this.options.sendTimeoutMs / 1000} s`,
            ),
          ),
        this.options.sendTimeoutMs,
      );
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}

/** The data without its one-time link: what the row keeps once the mail has gone. */
function redactedData(row: OutboxRow): unknown {
  const template = templateOf(row.kind);
  return template.redact ? template.redact(row.data as never) : row.data;
}
