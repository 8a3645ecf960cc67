import { sql, type Kysely } from 'kysely';

/**
 * Every e-mail the server writes, whether or not SMTP is configured: a record of what was
 * sent (or why it failed), and on a machine without SMTP the place to read a reset link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outgoing_mail')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind IN ('password_recovery')`),
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outgoing_mail').execute();
}
