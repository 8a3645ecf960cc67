import { sql, type Kysely } from 'kysely';
import type { DayOff } from '../../shared/booking/booking-types.ts';
import type { DB } from '../db/schema/schema.ts';

/** The studio's days off from `fromDate` (a studio-local date) on, soonest first. */
export async function listDaysOffFrom(db: Kysely<DB>, fromDate: string): Promise<DayOff[]> {
  return db
    .selectFrom('booking_days_off')
    .select([sql<string>`day::text`.as('day'), 'note'])
    .where('day', '>=', fromDate)
    .orderBy('day')
    .execute();
}

/** False when the day was already off (its note is left as it was). */
export async function insertDayOff(db: Kysely<DB>, dayOff: DayOff): Promise<boolean> {
  const inserted = await db
    .insertInto('booking_days_off')
    .values(dayOff)
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('note')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** False when the day was not off. */
export async function deleteDayOff(db: Kysely<DB>, day: string): Promise<boolean> {
  const deleted = await db.deleteFrom('booking_days_off').where('day', '=', day).executeTakeFirst();
  return deleted.numDeletedRows === 1n;
}
