import { sql, type Kysely } from 'kysely';
import { starterEmailTemplates } from './starter-email-templates.ts';

/**
 * Client management: each user's clients, the shared email templates, and the log of
 * emails and SMS "sent" to a client (recorded only; nothing is delivered).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clients')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // A user's clients (and, through the cascade below, their history) go with the account.
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // The client list is always one user's clients, newest first.
  await db.schema
    .createIndex('clients_user_id_created_at_idx')
    .on('clients')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('email_templates')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // Two templates called "Follow-up" and "follow-up" would be indistinguishable in the picker.
  await db.schema
    .createIndex('email_templates_name_key')
    .on('email_templates')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
  await db
    .insertInto('email_templates' as never)
    .values(starterEmailTemplates as never)
    .execute();

  await db.schema
    .createTable('communications')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Deleting a client deletes its history with it.
    .addColumn('client_id', 'uuid', (column) =>
      column.notNull().references('clients.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type IN ('email', 'sms')`))
    .addColumn('subject', 'text')
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('sent')
        .check(sql`status = 'sent'`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // An email has a subject and an SMS has none, whoever writes the row.
    .addCheckConstraint(
      'communications_subject_matches_type',
      sql`(type = 'email' AND subject IS NOT NULL) OR (type = 'sms' AND subject IS NULL)`,
    )
    .execute();
  await db.schema
    .createIndex('communications_client_id_created_at_idx')
    .on('communications')
    .columns(['client_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('communications').execute();
  await db.schema.dropTable('email_templates').execute();
  await db.schema.dropTable('clients').execute();
}
