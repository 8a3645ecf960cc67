import { sql, type Kysely } from 'kysely';

/**
 * When a sender handed a mail's last byte to the relay (issue 32: a `kill -9` mid-send
 * must neither repeat nor skip a mail). A claimed mail whose lease ran out is sent again
 * only if this is empty: the relay drops a message whose connection closed before its end,
 * so nothing reached anybody; once set, the relay may have accepted it, and it is not
 * sent a second time (docs/decisions/2026-11-26-mail-handover.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('handed_over_at', 'timestamptz').execute();
  // The sweep for mails whose sender died after the handover reads only those.
  await sql`
    CREATE INDEX mail_outbox_handed_over ON mail_outbox (lease_expires_at)
    WHERE status = 'sending' AND handed_over_at IS NOT NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS mail_outbox_handed_over`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('handed_over_at').execute();
}
