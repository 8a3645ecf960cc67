import type { Kysely } from 'kysely';
import { messages } from '../../shared/messages.ts';
import type { EmailTemplate, EmailTemplateValues } from '../../shared/schemas/communications.ts';
import type { DB } from '../db/schema/schema.ts';
import { AppError } from '../errors.ts';
import {
  deleteEmailTemplate,
  insertEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
  type EmailTemplateRow,
} from './email-templates-repository.ts';

function toEmailTemplate({ id, name, subject, content }: EmailTemplateRow): EmailTemplate {
  return { id, name, subject, content };
}

const templateNotFound = () => AppError.notFound('Template not found');

/** PostgreSQL's unique_violation, raised by the case-insensitive unique index on name. */
function isDuplicateName(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateName(error)) {
      throw new AppError(409, 'template_name_taken', messages.communications.templateNameTaken);
    }
    throw error;
  }
}

/** Every signed-in user picks from the same templates, ordered by name (spec section 7). */
export async function getEmailTemplates(db: Kysely<DB>): Promise<EmailTemplate[]> {
  return (await listEmailTemplates(db)).map(toEmailTemplate);
}

/** Admin only: the caller has passed requireAdmin before reaching these. */
export async function createEmailTemplate({
  db,
  values,
}: {
  db: Kysely<DB>;
  values: EmailTemplateValues;
}): Promise<EmailTemplate> {
  return toEmailTemplate(await withUniqueName(() => insertEmailTemplate(db, values)));
}

export async function editEmailTemplate({
  db,
  templateId,
  values,
}: {
  db: Kysely<DB>;
  templateId: string;
  values: EmailTemplateValues;
}): Promise<EmailTemplate> {
  const row = await withUniqueName(() => updateEmailTemplate(db, { templateId, values }));
  if (!row) throw templateNotFound();
  return toEmailTemplate(row);
}

export async function removeEmailTemplate({
  db,
  templateId,
}: {
  db: Kysely<DB>;
  templateId: string;
}): Promise<void> {
  if (!(await deleteEmailTemplate(db, templateId))) throw templateNotFound();
}
