import { sql, type Kysely } from 'kysely';

/**
 * The durable outbox (docs/decisions/2026-11-26-mail-outbox.md). Every mail is a row
 * written in the transaction of the event that causes it; a worker in every server
 * process claims due rows (FOR UPDATE SKIP LOCKED, with a lease) and hands them to SMTP.
 *
 * - `idempotency_key` makes one event one mail (`receipt:<order id>`); cancelled rows do
 *   not count, so a reminder cancelled for a moved session can be queued again if the
 *   session moves back.
 * - `data` is the template's input; the HTML and text are rendered from it when the mail
 *   goes out (and for the admin Outbox). Once sent, one-time links are removed from it.
 *   `body_text` holds only the text of mails copied from outgoing_mail.
 * - `due_at` is when it may go next: its due time (a reminder), or the next try after a
 *   temporary failure. `expires_at`: a reminder is useless once its session started.
 * - `outgoing_mail` (plain-text mails, no retries) is copied in and dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) =>
      column.notNull().check(sql`recipient !~ '[[:cntrl:][:space:],;<>]'`),
    )
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('list', 'text')
    .addColumn('reference', 'text')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('queued')
        .check(sql`status IN ('queued', 'sending', 'sent', 'failed', 'cancelled', 'unsent')`),
    )
    .addColumn('due_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('first_attempt_at', 'timestamptz')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('claim_token', 'uuid')
    .addColumn('last_error', 'text')
    .addColumn('smtp_response', 'text')
    .addColumn('body_text', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    CREATE UNIQUE INDEX mail_outbox_idempotency_key ON mail_outbox (idempotency_key)
    WHERE status <> 'cancelled'
  `.execute(db);
  await sql`CREATE INDEX mail_outbox_due ON mail_outbox (due_at) WHERE status = 'queued'`.execute(
    db,
  );
  await sql`
    CREATE INDEX mail_outbox_leased ON mail_outbox (lease_expires_at) WHERE status = 'sending'
  `.execute(db);
  await sql`CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC)`.execute(db);
  await sql`
    CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(recipient), created_at DESC)
  `.execute(db);
  await sql`
    CREATE INDEX mail_outbox_reference ON mail_outbox (reference) WHERE reference IS NOT NULL
  `.execute(db);

  // Addresses that used a mail's one-click unsubscribe, per mailing list.
  await db.schema
    .createTable('mail_unsubscribes')
    .addColumn('email', 'text', (column) =>
      column.notNull().check(sql`email = lower(btrim(email))`),
    )
    .addColumn('list', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('mail_unsubscribes_pkey', ['email', 'list'])
    .execute();

  // One row: the next free sending slot when a send rate is configured, shared by every
  // process so the rate holds for the whole installation.
  await db.schema
    .createTable('mail_send_pacing')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('next_slot_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`INSERT INTO mail_send_pacing (id) VALUES (1)`.execute(db);

  // Webinar registrations can be cancelled from the confirmation's link; a registration
  // made again after that is a new one (a new confirmation, new reminders).
  await sql`ALTER TABLE leads ADD COLUMN registered_at timestamptz NOT NULL DEFAULT now()`.execute(
    db,
  );
  await sql`UPDATE leads SET registered_at = created_at`.execute(db);
  await sql`ALTER TABLE leads ADD COLUMN registration_cancelled_at timestamptz`.execute(db);

  await sql`
    INSERT INTO mail_outbox (kind, idempotency_key, recipient, subject, data, status, attempts,
      last_error, body_text, created_at, sent_at, updated_at)
    SELECT kind, 'earlier:' || id, recipient, subject, jsonb_build_object('text', body_text),
      CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN failure IS NOT NULL THEN 'failed'
        ELSE 'unsent' END,
      CASE WHEN sent_at IS NOT NULL OR failure IS NOT NULL THEN 1 ELSE 0 END,
      failure, body_text, created_at, sent_at, coalesce(sent_at, created_at)
    FROM outgoing_mail
    WHERE recipient !~ '[[:cntrl:][:space:],;<>]'
  `.execute(db);
  await db.schema.dropTable('outgoing_mail').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outgoing_mail')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind IN ('password_recovery', 'purchase_claim')`),
    )
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body_text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failure', 'text')
    .execute();
  await db.schema
    .createIndex('outgoing_mail_recipient_idx')
    .on('outgoing_mail')
    .columns(['recipient', 'created_at'])
    .execute();
  await sql`
    INSERT INTO outgoing_mail (kind, recipient, subject, body_text, created_at, sent_at, failure)
    SELECT kind, recipient, subject, coalesce(body_text, ''), created_at, sent_at, last_error
    FROM mail_outbox WHERE kind IN ('password_recovery', 'purchase_claim')
  `.execute(db);
  await sql`ALTER TABLE leads DROP COLUMN registration_cancelled_at`.execute(db);
  await sql`ALTER TABLE leads DROP COLUMN registered_at`.execute(db);
  await db.schema.dropTable('mail_send_pacing').execute();
  await db.schema.dropTable('mail_unsubscribes').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
