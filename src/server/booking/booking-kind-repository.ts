import type { Kysely } from 'kysely';
import type { AdminBookingKind, BookingKindInput } from '../../shared/booking/booking-types.ts';
import type { DB } from '../db/schema/schema.ts';
import type { BookingKindRow } from './booking-repository.ts';

/** The admin's kinds of call (issue 34): every kind, retired ones too, in their order. */

export function adminKind(row: BookingKindRow): AdminBookingKind {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    durationMinutes: row.duration_minutes,
    locationKind: row.location_kind,
    location: row.location,
    questions: row.questions,
    catalogueKey: row.catalogue_key,
    isActive: row.is_active,
    position: row.position,
  };
}

function kindValues(input: BookingKindInput) {
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    duration_minutes: input.durationMinutes,
    location_kind: input.locationKind,
    location: input.location,
    questions: JSON.stringify(input.questions),
    catalogue_key: input.catalogueKey,
    is_active: input.isActive,
    position: input.position,
  };
}

/** The new kind's id, or undefined when its slug is taken. */
export async function insertKind(
  db: Kysely<DB>,
  input: BookingKindInput,
): Promise<string | undefined> {
  const created = await db
    .insertInto('booking_kinds')
    .values(kindValues(input))
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return created?.id;
}

export async function isSlugTakenByAnother(
  db: Kysely<DB>,
  slug: string,
  id: string,
): Promise<boolean> {
  const clash = await db
    .selectFrom('booking_kinds')
    .select('id')
    .where('slug', '=', slug)
    .where('id', '<>', id)
    .executeTakeFirst();
  return clash !== undefined;
}

/** True when the kind existed and was changed. */
export async function updateKind(
  db: Kysely<DB>,
  id: string,
  input: BookingKindInput,
): Promise<boolean> {
  const updated = await db
    .updateTable('booking_kinds')
    .set({ ...kindValues(input), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}
