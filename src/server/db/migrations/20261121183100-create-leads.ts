import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('new')
        .check(sql`status IN ('new', 'contacted', 'qualified', 'converted')`),
    )
    .addColumn('source', 'text', (column) =>
      column.notNull().check(sql`source IN ('contact', 'newsletter', 'webinar')`),
    )
    .addColumn('newsletter_subscriber', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('user_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute();
  await db.schema
    .createIndex('leads_email_idx')
    .on('leads')
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leads').execute();
}
