import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { buildIcsCalendar } from '../../shared/offers/ics.ts';
import type { DB } from '../db/schema/schema.ts';

/**
 * The studio's private calendar feed: one secret address (an HMAC of the server secret,
 * so it needs no row and changes only with the secret) that any calendar app subscribes
 * to. It lists confirmed calls from a week ago on.
 */
export function feedToken(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('booking-feed:v1').digest('base64url');
}

export function isFeedToken(serverSecret: string, given: string): boolean {
  const expected = Buffer.from(feedToken(serverSecret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const feedPath = (token: string) => `/api/booking/feed/${token}.ics`;

export async function studioFeed(db: Kysely<DB>, now: Date, publicUrl: string): Promise<string> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('booking_kinds', 'booking_kinds.id', 'bookings.kind_id')
    .select([
      'bookings.id',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.name',
      'bookings.email',
      'booking_kinds.name as kind_name',
      'booking_kinds.location',
    ])
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.ends_at', '>', new Date(now.getTime() - 7 * 86_400_000))
    .orderBy('bookings.starts_at')
    .execute();
  return buildIcsCalendar(
    rows.map((row) => ({
      uid: `booking-${row.id}@signal.studio`,
      title: `${row.kind_name}: ${row.name}`,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      details: `${row.name} <${row.email}>`,
      location: row.location,
      url: `${publicUrl}/admin/bookings`,
    })),
    now,
  );
}
