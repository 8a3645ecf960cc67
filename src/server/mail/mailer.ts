import type { MailOutbox } from './outbox.ts';

/**
 * The name services have long used for "what sends mail". It is the outbox now: call
 * `mailer.enqueue(trx, { kind, to, data, idempotencyKey })` (outbox.ts); `mailer.send`
 * remains for plain-text mails written before it.
 */
export type Mailer = MailOutbox;
