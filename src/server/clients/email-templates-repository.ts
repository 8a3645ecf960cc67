import type { Kysely, Selectable } from 'kysely';
import type { EmailTemplateValues } from '../../shared/schemas/communications.ts';
import type { DB, EmailTemplatesTable } from '../db/schema/schema.ts';

export type EmailTemplateRow = Selectable<EmailTemplatesTable>;

export function listEmailTemplates(db: Kysely<DB>): Promise<EmailTemplateRow[]> {
  return db.selectFrom('email_templates').selectAll().orderBy('name').orderBy('id').execute();
}

export function insertEmailTemplate(
  db: Kysely<DB>,
  values: EmailTemplateValues,
): Promise<EmailTemplateRow> {
  return db.insertInto('email_templates').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateEmailTemplate(
  db: Kysely<DB>,
  { templateId, values }: { templateId: string; values: EmailTemplateValues },
): Promise<EmailTemplateRow | undefined> {
  return db
    .updateTable('email_templates')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', templateId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEmailTemplate(db: Kysely<DB>, templateId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('email_templates')
    .where('id', '=', templateId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
