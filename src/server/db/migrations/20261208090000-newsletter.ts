import { sql, type Kysely } from 'kysely';

/**
 * The Transmission's subscribers and issues (issue 32).
 *
 * - `newsletter_subscribers`: one row per address (lower-case). Double opt-in: a sign-up is
 *   `pending` with the hash of a one-time confirmation token; only `confirmed` rows get
 *   issues. Leaving uses the outbox's one-click unsubscribe (`mail_unsubscribes`, list
 *   `transmission`), which also marks the row `unsubscribed`; `suppressed` is set after a
 *   hard failure of an issue to the address.
 * - `newsletter_issues`: what is sent. Sending fans out in batches ordered by address;
 *   `fanout_cursor` is the last address queued, written in the batch's transaction, so a
 *   restart or a second process continues where the last commit stopped. The outbox rows
 *   carry `reference = 'newsletter:<issue>'` and the key `newsletter:<issue>:<subscriber>`.
 *
 * Newsletter leads from before this migration never confirmed, so none becomes a subscriber.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`email = lower(btrim(email))`),
    )
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'confirmed', 'unsubscribed', 'suppressed')`),
    )
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('confirm_token_hash', 'text', (column) => column.unique())
    .addColumn('confirmation_sent_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    CREATE INDEX newsletter_subscribers_confirmed ON newsletter_subscribers (email)
    WHERE status = 'confirmed'
  `.execute(db);

  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('preview', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('article_slug', 'text')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('draft')
        .check(sql`status IN ('draft', 'scheduled', 'sending', 'sent')`),
    )
    .addColumn('send_at', 'timestamptz')
    .addColumn('fanout_cursor', 'text')
    .addColumn('recipients', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('test_sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('queued_at', 'timestamptz')
    .execute();
  await sql`
    CREATE INDEX newsletter_issues_due ON newsletter_issues (send_at)
    WHERE status IN ('scheduled', 'sending')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_issues').execute();
  await db.schema.dropTable('newsletter_subscribers').execute();
}
