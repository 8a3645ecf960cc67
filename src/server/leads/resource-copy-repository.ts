import { sql, type Kysely } from 'kysely';
import { nameFromEmail } from '../../shared/schemas/newsletter.ts';
import { resourceCopyLeadMessage } from '../../shared/schemas/resource-copy.ts';
import type { DB } from '../db/schema/schema.ts';

/**
 * Records a request for a copy of a Signal Resource as a new lead, once per address and
 * resource (the partial unique index leads_resource_copy_unique): a repeat changes nothing,
 * so it never resets a lead an admin has already followed up.
 */
export async function requestResourceCopy(
  db: Kysely<DB>,
  { email, resourceId }: { email: string; resourceId: string },
): Promise<{ isNew: false } | { isNew: true; id: string }> {
  const inserted = await db
    .insertInto('leads')
    .values({
      name: nameFromEmail(email),
      email,
      message: resourceCopyLeadMessage(resourceId),
      source: 'resource',
      status: 'new',
      resource_id: resourceId,
    })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email), resource_id`)
        .where(sql<boolean>`source = 'resource'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted ? { isNew: true, id: inserted.id } : { isNew: false };
}
